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
const LINE_BREAK = '<br/>';

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

/** One line of an edge label: `trigger [condition in words]`; actions are in the tables. */
export function transitionLabel(transition: TransitionInfo): string {
  const condition = transition.condition ? ` [${transition.condition}]` : '';
  return safeLabel(`${transition.trigger}${condition}`);
}

/** A targetless transition (actions only) is drawn as a loop on its source. */
export function edgeTargets(transition: TransitionInfo): string[][] {
  return transition.targetPaths.length > 0 ? transition.targetPaths : [transition.sourcePath];
}

export interface MermaidEdge {
  source: string[];
  target: string[];
  transitions: TransitionInfo[];
}

/**
 * Transitions between the same two states become ONE edge whose label lists each of them on its
 * own line: a renderer may draw parallel edges on top of each other, which hides all but one.
 */
export function mermaidEdges(transitions: TransitionInfo[]): MermaidEdge[] {
  const edges = new Map<string, MermaidEdge>();
  for (const transition of transitions) {
    for (const target of edgeTargets(transition)) {
      const key = `${mermaidStateId(transition.sourcePath)}>${mermaidStateId(target)}`;
      const edge = edges.get(key) ?? { source: transition.sourcePath, target, transitions: [] };
      edge.transitions.push(transition);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

function isAncestor(ancestor: string[], path: string[]): boolean {
  return ancestor.length < path.length && ancestor.every((key, index) => path[index] === key);
}

/**
 * ELK cannot draw an edge between a box and a state inside it, so such a transition starts
 * (or ends) at a small marker inside the box, `(in ready)`, which stands for the box itself.
 */
export function selfMarkerId(path: string[]): string {
  return `${mermaidStateId(path)}___self`;
}

function endpointIds(source: string[], target: string[]): [string, string] {
  if (isAncestor(source, target)) return [selfMarkerId(source), mermaidStateId(target)];
  if (isAncestor(target, source)) return [mermaidStateId(source), selfMarkerId(target)];
  return [mermaidStateId(source), mermaidStateId(target)];
}

/** The boxes that need a `(in box)` marker: an end of an edge to or from a state inside them. */
function markedBoxes(transitions: TransitionInfo[]): Set<string> {
  const ids = new Set<string>();
  for (const { source, target } of mermaidEdges(transitions)) {
    if (isAncestor(source, target)) ids.add(mermaidStateId(source));
    if (isAncestor(target, source)) ids.add(mermaidStateId(target));
  }
  return ids;
}

/** One transition as the picture must show it: a line of the label on an edge between two boxes. */
export interface ExpectedEdge {
  transition: TransitionInfo;
  source: string;
  target: string;
  line: string;
}

export function expectedEdges(model: StatechartModel): ExpectedEdge[] {
  return mermaidEdges(model.transitions).flatMap(({ source, target, transitions }) => {
    const [from, to] = endpointIds(source, target);
    return transitions.map((transition) => ({
      transition,
      source: from,
      target: to,
      line: transitionLabel(transition),
    }));
  });
}

function transitionLines(transitions: TransitionInfo[], indent: string): string[] {
  return mermaidEdges(transitions).map(({ source, target, transitions: merged }) => {
    const label = [...new Set(merged.map(transitionLabel))].join(LINE_BREAK);
    const [from, to] = endpointIds(source, target);
    return `${indent}${from} --> ${to} : ${label}`;
  });
}

/** The lines inside a compound or parallel state (or the diagram root): its children. */
function childLines(state: StateInfo, indent: string, marked: Set<string>): string[] {
  const lines: string[] = [];
  if (marked.has(mermaidStateId(state.path))) {
    lines.push(`${indent}state "(in ${safeLabel(state.key)})" as ${selfMarkerId(state.path)}`);
  }
  if (state.initial) lines.push(`${indent}[*] --> ${mermaidStateId([...state.path, state.initial])}`);
  state.children.forEach((child, index) => {
    if (state.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
    lines.push(...stateLines(child, indent, marked));
  });
  for (const child of state.children.filter((c) => c.kind === 'final')) {
    lines.push(`${indent}${mermaidStateId(child.path)} --> [*]`);
  }
  return lines;
}

/** A state that runs an effect names it: `loading (runs fetchLanguages)`. */
function stateTitle(state: StateInfo): string {
  return state.invokes.length > 0 ? `${state.key} (runs ${state.invokes.join(', ')})` : state.key;
}

function stateLines(state: StateInfo, indent: string, marked: Set<string>): string[] {
  const declaration = `${indent}state "${safeLabel(stateTitle(state))}" as ${mermaidStateId(state.path)}`;
  if (state.children.length === 0) return [declaration];
  return [`${declaration} {`, ...childLines(state, indent + INDENT, marked), `${indent}}`];
}

export function toMermaid(model: StatechartModel, options: MermaidOptions = {}): string {
  // Mermaid puts a state in the block where it is first named, so every state is declared
  // in its block first and all transitions follow at the top level.
  const hasRootTransitions = model.transitions.some((transition) => transition.sourcePath.length === 0);
  // Transitions of the machine itself (root `on`) need a box to start from: wrap the chart in one.
  const marked = markedBoxes(model.transitions);
  const states = hasRootTransitions
    ? [...stateLines(model.root, INDENT, marked), `${INDENT}[*] --> ${mermaidStateId([])}`]
    : childLines(model.root, INDENT, marked);
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
