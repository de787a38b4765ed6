import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';

/**
 * Every message a machine sends, read from its source: each `sendTo`, `emit`, `raise`,
 * `sendParent` and `spawnChild` (also inside `enqueueActions`, where the running definition
 * cannot show them), each `sendBack` of a callback actor and each `.send` of a watcher, with the
 * named action (or actor) it is in, whom it goes to and the event types it can carry. Plain
 * text reading, so it sees exactly what a reader of the code sees.
 */

export type MessageKind = 'sendTo' | 'emit' | 'raise' | 'sendParent' | 'spawn' | 'sendBack' | 'send';

export interface MessageSite {
  /** The machine folder under machines/. */
  machine: string;
  /** Repository-relative file. */
  file: string;
  kind: MessageKind;
  /** The named action (setup `actions`) or actor (`export const x = fromCallback`) it is in. */
  within: string;
  /** System id or child id it goes to; `parent` for sendBack/sendParent; `portal` for emit. */
  to: string;
  /** Event types it can carry (spawn: the actor source it starts), `(computed)` when not written out. */
  events: string[];
  /** For a spawn: the child's id and system id as written. */
  childId?: string;
  systemId?: string;
  /** For a spawn: the machine (folder name) the child runs, when it is one of the project's. */
  spawns?: string;
}

const CALL =
  /\b(?:enqueue\.)?(sendTo|emit|raise|sendParent|spawnChild)\(|\b(sendBack)\(|(?:\?\.|\.)(send)\(/g;

/** Files that hold behaviour (not types, selectors, descriptions or pure rules). */
function behaviourFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !/\.(types|selectors|descriptions|rules)\.ts$/.test(file))
    .filter((file) => file !== 'index.ts')
    .sort()
    .map((file) => join(folder, file));
}

/** The text between the bracket at `open` and its partner. */
function bracketed(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if ('({['.includes(char)) depth += 1;
    if (')}]'.includes(char)) depth -= 1;
    if (depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

function topLevelArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('({['.includes(char)) depth += 1;
    if (')}]'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

/** The named action or actor a position is in: the nearest key at the indentation of setup's actions, or export. */
function enclosingName(source: string, at: number): string {
  const before = source.slice(0, at).split('\n').reverse();
  for (const line of before) {
    const key = line.match(/^ {4}(\w+): /) ?? line.match(/^export (?:const|function) (\w+)/);
    if (key) return key[1];
  }
  return '(top level)';
}

const SYSTEM_ID_VALUES = SYSTEM_IDS as Record<string, string>;

function typesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\btype:\s*'([\w.]+)'/g)].map(([, type]) => type))];
}

/** `reload` -> the event types of `const reload ... = { type: '...' }` declared before the call in the same action. */
function declaredTypes(source: string, at: number, identifier: string): string[] {
  const region = source.slice(Math.max(0, at - 1500), at);
  const declarations = [...region.matchAll(new RegExp(`\\bconst ${identifier}\\b[^=]*=\\s*`, 'g'))];
  const last = declarations[declarations.length - 1];
  if (!last) return [];
  const start = (last.index ?? 0) + last[0].length;
  const value =
    region[start] === '{' ? `{${bracketed(region, start)}}` : region.slice(start, region.indexOf(';', start));
  return typesIn(value);
}

function eventsOf(argument: string | undefined, source: string, at: number): string[] {
  if (!argument) return ['(computed)'];
  const literal = typesIn(argument);
  if (literal.length > 0) return literal;
  const identifier = argument.match(/^(\w+)$/)?.[1];
  const declared = identifier ? declaredTypes(source, at, identifier) : [];
  return declared.length > 0 ? declared : ['(computed)'];
}

function targetOf(argument: string | undefined, lineBefore: string): string {
  const text = `${argument ?? ''}`;
  const systemId =
    text.match(/SYSTEM_IDS\.(\w+)/)?.[1] ?? lineBefore.match(/SYSTEM_IDS\.(\w+)\)\?\.send\($/)?.[1];
  if (systemId) return SYSTEM_ID_VALUES[systemId] ?? systemId;
  const literal = text.match(/^'([\w.-]+)'$/)?.[1];
  if (literal) return literal;
  return argument ? `(each child by id: ${argument})` : '(unknown)';
}

export function messageSitesOfFile(machine: string, file: string, repoRoot: string): MessageSite[] {
  const source = readFileSync(file, 'utf8');
  const sites: MessageSite[] = [];
  for (const match of source.matchAll(CALL)) {
    const at = match.index ?? 0;
    const lineStart = source.lastIndexOf('\n', at) + 1;
    const line = source.slice(lineStart, source.indexOf('\n', at));
    if (isComment(line) || /^\s*import\b/.test(line)) continue;
    const kind = (match[1] === 'spawnChild' ? 'spawn' : (match[1] ?? match[2] ?? match[3])) as MessageKind;
    const open = at + match[0].length - 1;
    const args = topLevelArguments(bracketed(source, open));
    const base = { machine, file: relative(repoRoot, file), kind, within: enclosingName(source, at) };
    if (kind === 'sendTo') {
      sites.push({ ...base, to: targetOf(args[0], ''), events: eventsOf(args[1], source, at) });
    } else if (kind === 'send') {
      sites.push({
        ...base,
        to: targetOf(undefined, source.slice(lineStart, open + 1)),
        events: eventsOf(args[0], source, at),
      });
    } else if (kind === 'spawn') {
      const options = args[1] ?? '';
      const literalId = options.match(/\bid:\s*'([\w.-]+)'/)?.[1];
      const computedId = options.match(/\bid:\s*([\w.]+)/)?.[1];
      const childId = literalId ?? (computedId && `(each child by id: ${computedId})`);
      const systemId = options.match(/systemId:\s*SYSTEM_IDS\.(\w+)/)?.[1];
      sites.push({
        ...base,
        to: childId ?? '(computed)',
        events: [args[0]?.match(/^'([\w.-]+)'$/)?.[1] ?? `(computed: ${args[0]})`],
        childId,
        systemId: systemId
          ? SYSTEM_ID_VALUES[systemId]
          : options.match(/systemId:\s*([\w.]+)/)?.[1] &&
            `(computed: ${options.match(/systemId:\s*([\w.]+)/)?.[1]})`,
      });
    } else {
      const to = kind === 'emit' ? 'portal' : kind === 'raise' ? machine : 'parent';
      sites.push({ ...base, to, events: eventsOf(args[0], source, at) });
    }
  }
  return sites;
}

export function messageSites(machinesDir: string, machines: string[], repoRoot: string): MessageSite[] {
  return machines.flatMap((machine) =>
    behaviourFiles(join(machinesDir, machine)).flatMap((file) => messageSitesOfFile(machine, file, repoRoot)),
  );
}
