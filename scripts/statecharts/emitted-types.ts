import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Emitted event types read from a machine's TypeScript types (a union named `*Emitted`,
 * e.g. `export type SessionEmitted = NavigateRequest;`), because an `emit(...)` whose event is
 * computed cannot be read from the running definition. Resolves interface and type-alias
 * names declared in the machine's folder and in machines/shared.
 */

type Declarations = Map<string, string>;

function matchingEnd(text: string, openIndex: number): number {
  let depth = 0;
  for (let i = openIndex; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (depth === 0) return i;
  }
  return text.length;
}

function aliasEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if ('{(<['.includes(text[i])) depth += 1;
    if ('})>]'.includes(text[i])) depth -= 1;
    if (text[i] === ';' && depth === 0) return i;
  }
  return text.length;
}

function collectDeclarations(source: string, into: Declarations): void {
  for (const match of source.matchAll(/\binterface\s+(\w+)[^{]*\{/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    into.set(match[1], source.slice(open, matchingEnd(source, open) + 1));
  }
  for (const match of source.matchAll(/\btype\s+(\w+)(?:<[^=]*>)?\s*=/g)) {
    const start = (match.index ?? 0) + match[0].length;
    into.set(match[1], source.slice(start, aliasEnd(source, start)).trim());
  }
}

/** Splits `A | { type: 'x' } | B` at the top level. */
function unionMembers(body: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if ('{(<['.includes(char)) depth += 1;
    if ('})>]'.includes(char)) depth -= 1;
    if (char === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
    } else current += char;
  }
  members.push(current.trim());
  return members.filter(Boolean);
}

function eventTypes(body: string, declarations: Declarations, seen: Set<string>): string[] {
  return unionMembers(body).flatMap((member) => {
    if (member.startsWith('{')) {
      const literal = member.match(/\btype\s*:\s*['"]([^'"]+)['"]/);
      return literal ? [literal[1]] : [];
    }
    const name = member.match(/^\w+/)?.[0];
    if (!name || seen.has(name) || !declarations.has(name)) return [];
    seen.add(name);
    return eventTypes(declarations.get(name) ?? '', declarations, seen);
  });
}

function typeScriptSources(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

export function emittedTypesFromSources(machineFolder: string, sharedFolder: string): string[] {
  const own: Declarations = new Map();
  for (const source of typeScriptSources(machineFolder)) collectDeclarations(source, own);
  const declarations: Declarations = new Map();
  for (const source of typeScriptSources(sharedFolder)) collectDeclarations(source, declarations);
  // The machine's own declarations win over shared ones of the same name.
  for (const [name, body] of own) declarations.set(name, body);
  const emittedUnions = [...own.keys()].filter((name) => /Emitted$/.test(name)).sort();
  const types = emittedUnions.flatMap((name) =>
    eventTypes(declarations.get(name) ?? '', declarations, new Set()),
  );
  return [...new Set(types)].sort();
}
