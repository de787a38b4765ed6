import type { EventObject } from 'xstate';
import type { Strategy, TestPath } from './test-paths';

/** Test paths written as JSON (tools), Markdown (people) or CSV (spreadsheets). */

export const FORMATS = ['md', 'json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

export interface CoverageCount {
  covered: number;
  total: number;
  /** Ids of the state nodes or transitions no path visits. */
  missing: string[];
}

export interface Coverage {
  states: CoverageCount;
  transitions: CoverageCount;
}

export interface PathReport {
  machine: string;
  strategy: Strategy;
  start: string;
  fixturesFile: string;
  to?: string;
  coverage: Coverage;
  paths: TestPath[];
}

/** `paths session (transitions): 4 paths, states 9/9, transitions 26/26`. */
export function coverageLine(report: PathReport): string {
  const { states, transitions } = report.coverage;
  const count = `${report.paths.length} ${report.paths.length === 1 ? 'path' : 'paths'}`;
  return `paths ${report.machine} (${report.strategy}): ${count}, states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`;
}

function factsText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, jsonValue);
}

/** What the tester should see after the step: tags, emitted and sent events. */
function observedText(step: TestPath['steps'][number]): string {
  return [
    step.tags.length > 0 ? `tags: ${step.tags.join(', ')}` : '',
    step.emitted.length > 0 ? `emits: ${step.emitted.map((event) => event.type).join(', ')}` : '',
    step.sent.length > 0 ? `sends: ${step.sent.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Errors carry only their message: JSON.stringify would write `{}`. */
function jsonValue(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

export function payloadOf(event: EventObject): Record<string, unknown> {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  return payload;
}

function payloadText(event: EventObject): string {
  const payload = payloadOf(event);
  return Object.keys(payload).length > 0 ? JSON.stringify(payload, jsonValue) : '';
}

/** What the step means for someone testing by hand. */
export function eventHint(type: string): string | undefined {
  const after = type.match(/^xstate\.after\.([^.]+)\./);
  if (after) return /^\d+$/.test(after[1]) ? `wait ${after[1]}ms` : `wait for the ${after[1]} delay`;
  const done = type.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `${done[1]} finishes`;
  const failed = type.match(/^xstate\.error\.actor\.(.+)$/);
  if (failed) return `${failed[1]} fails`;
  return undefined;
}

function toJson(report: PathReport): string {
  return `${JSON.stringify(report, jsonValue, 2)}\n`;
}

function mdCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function toMarkdown(report: PathReport): string {
  const scope = report.to ? ` to \`${report.to}\`` : '';
  const lines = [
    `# Test paths of the ${report.machine} machine (${report.strategy})`,
    '',
    `${report.paths.length} ${report.paths.length === 1 ? 'path' : 'paths'}${scope}. The machine starts in \`${report.start}\`. Event data from \`${report.fixturesFile}\`.`,
    '',
    `Coverage: ${coverageLine(report)}.`,
  ];
  report.paths.forEach((path, index) => {
    const variant = path.variant ? ` (start: ${path.variant})` : '';
    lines.push('', `## Path ${index + 1}: to \`${path.target}\`${variant}`, '');
    if (path.steps.length === 0) {
      lines.push('No steps: the machine starts in this state.');
      return;
    }
    lines.push(
      '| step | in state | send event | with data | then in state | expect | with context |',
      '|---|---|---|---|---|---|---|',
    );
    path.steps.forEach((step, stepIndex) => {
      const hint = eventHint(step.event.type);
      const event = `\`${step.event.type}\`${hint ? ` (${hint})` : ''}`;
      const data = payloadText(step.event);
      const facts = factsText(step.facts);
      lines.push(
        `| ${stepIndex + 1} | \`${step.from}\` | ${mdCell(event)} | ${data ? `\`${mdCell(data)}\`` : ''} | \`${step.to}\` | ${mdCell(observedText(step))} | ${facts ? `\`${mdCell(facts)}\`` : ''} |`,
      );
    });
  });
  return `${lines.join('\n')}\n`;
}

function csvField(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(report: PathReport): string {
  const rows = [['path', 'variant', 'target', 'step', 'from', 'event', 'payload', 'to', 'expect', 'context']];
  report.paths.forEach((path, index) => {
    const id = String(index + 1);
    const variant = path.variant ?? '';
    if (path.steps.length === 0) rows.push([id, variant, path.target, '0', '', '', '', path.target, '', '']);
    path.steps.forEach((step, stepIndex) => {
      rows.push([
        id,
        variant,
        path.target,
        String(stepIndex + 1),
        step.from,
        step.event.type,
        payloadText(step.event),
        step.to,
        observedText(step),
        factsText(step.facts),
      ]);
    });
  });
  return `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}

export function formatPaths(report: PathReport, format: Format): string {
  if (format === 'json') return toJson(report);
  if (format === 'csv') return toCsv(report);
  return toMarkdown(report);
}
