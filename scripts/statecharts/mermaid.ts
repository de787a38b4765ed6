import type { StatechartModel, StateInfo, TransitionInfo } from './statechart.types';

/**
 * Mermaid `stateDiagram-v2` text for a StatechartModel. Pure (no node: imports): the docs
 * generator and the live /statecharts page draw the same text; the page passes the current
 * state paths as `highlight`.
 */

export interface MermaidOptions {
  /** State paths to mark as current (e.g. `snapshot._nodes` paths of the live actor). */
  highlight?: string[][];
}

const INDENT = '  ';
const HIGHLIGHT_CLASS = 'current';

/** The Mermaid id of a state: its path joined with `__`, safe for Mermaid's grammar. */
export function mermaidStateId(path: string[]): string {
  return path.length === 0
    ? 'machine_root'
    : path.map((key) => key.replace(/[^A-Za-z0-9_]/g, '_')).join('__');
}

/** Characters Mermaid would read as syntax inside a label become look-alikes or entities. */
function safeLabel(text: string): string {
  return text
    .replace(/#/g, '#35;')
    .replace(/;/g, '#59;')
    .replace(/"/g, "'")
    .replace(/[{}]/g, (brace) => (brace === '{' ? '(' : ')'))
    .replace(/\n/g, ' ');
}

export function transitionLabel(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  return safeLabel(`${transition.trigger}${guard}${actions}`);
}

function transitionLines(transitions: TransitionInfo[], indent: string): string[] {
  return transitions.flatMap((transition) => {
    const source = mermaidStateId(transition.sourcePath);
    const targets = transition.targetPaths.length > 0 ? transition.targetPaths : [transition.sourcePath];
    return targets.map(
      (target) => `${indent}${source} --> ${mermaidStateId(target)} : ${transitionLabel(transition)}`,
    );
  });
}

/** The lines inside a compound or parallel state (or the diagram root): its children. */
function childLines(state: StateInfo, indent: string): string[] {
  const lines: string[] = [];
  if (state.initial) lines.push(`${indent}[*] --> ${mermaidStateId([...state.path, state.initial])}`);
  state.children.forEach((child, index) => {
    if (state.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
    lines.push(...stateLines(child, indent));
  });
  for (const child of state.children.filter((c) => c.kind === 'final')) {
    lines.push(`${indent}${mermaidStateId(child.path)} --> [*]`);
  }
  return lines;
}

function stateLines(state: StateInfo, indent: string): string[] {
  const declaration = `${indent}state "${safeLabel(state.key)}" as ${mermaidStateId(state.path)}`;
  if (state.children.length === 0) return [declaration];
  return [`${declaration} {`, ...childLines(state, indent + INDENT), `${indent}}`];
}

export function toMermaid(model: StatechartModel, options: MermaidOptions = {}): string {
  // Mermaid puts a state in the block where it is first named, so every state is declared
  // in its block first and all transitions follow at the top level.
  const hasRootTransitions = model.transitions.some((transition) => transition.sourcePath.length === 0);
  // Transitions of the machine itself (root `on`) need a box to start from: wrap the chart in one.
  const states = hasRootTransitions
    ? [...stateLines(model.root, INDENT), `${INDENT}[*] --> ${mermaidStateId([])}`]
    : childLines(model.root, INDENT);
  const body = [...states, ...transitionLines(model.transitions, INDENT)];
  const highlight = (options.highlight ?? []).map(mermaidStateId);
  const highlightLines =
    highlight.length > 0
      ? [
          `${INDENT}classDef ${HIGHLIGHT_CLASS} fill:#ffe08a,stroke:#002C4A,stroke-width:3px`,
          `${INDENT}class ${highlight.join(',')} ${HIGHLIGHT_CLASS}`,
        ]
      : [];
  return ['stateDiagram-v2', ...body, ...highlightLines].join('\n');
}
