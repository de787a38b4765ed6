import type { StateValue } from 'xstate';

/**
 * The innermost active states of a state value, as paths: `{ ready: 'idle' }` -> [['ready','idle']];
 * a parallel value gives one path per region. These are what the diagram highlights.
 */
export function activeStatePaths(value: StateValue | undefined, prefix: string[] = []): string[][] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [[...prefix, value]];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix.length > 0 ? [prefix] : [];
  return entries.flatMap(([key, child]) =>
    child === undefined ? [[...prefix, key]] : activeStatePaths(child as StateValue, [...prefix, key]),
  );
}

/** `ready.idle`, as the States tables of docs/statecharts write a state. */
export function dottedStatePaths(value: StateValue | undefined): string[] {
  return activeStatePaths(value).map((path) => path.join('.'));
}
