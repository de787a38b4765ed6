import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EventObject } from 'xstate';
import { camelName, FIXTURES_DIR } from './discover';

/**
 * The model fixtures of one machine (convention of tests/model/model-coverage.ts):
 * tests/model/fixtures/<machine>.fixtures.ts exports `<camel>ModelFixtures` ({ events, input,
 * pathKey }: `pathKey` is the machine's declaration of the context its guards read) and, when
 * the machine has effects that are not actors, `<camel>ModelImplementations` (fake
 * guards/actions/delays for `machine.provide`). A machine whose start depends on the world
 * (online or offline) also exports `<camel>ModelVariants`: name -> implementations, and the
 * paths cover every variant; a variant may carry its own `input` (a start from data kept on the
 * device), used instead of the fixtures' one. An implementations export that is a function is called with no
 * arguments (its defaults choose the variant).
 */

export interface MachineFixtures {
  file: string;
  events: readonly EventObject[];
  input?: unknown;
  implementations?: Record<string, unknown>;
  pathKey?: (context: never) => unknown;
  /** Variant name -> implementations; absent when the machine has one start. */
  variants?: Record<string, Record<string, unknown>>;
}

export function fixturesFile(name: string, fixturesDir = FIXTURES_DIR): string {
  return join(fixturesDir, `${name}.fixtures.ts`);
}

export async function loadFixtures(name: string, fixturesDir = FIXTURES_DIR): Promise<MachineFixtures> {
  const file = fixturesFile(name, fixturesDir);
  if (!existsSync(file)) throw new Error(`The ${name} machine has no fixtures file: expected ${file}.`);
  const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const fixtures = exports[`${camelName(name)}ModelFixtures`] as
    | { events?: EventObject[]; input?: unknown; pathKey?: (context: never) => unknown }
    | undefined;
  if (!fixtures || !Array.isArray(fixtures.events)) {
    throw new Error(`${file} should export \`${camelName(name)}ModelFixtures\` with an \`events\` array.`);
  }
  const exported = exports[`${camelName(name)}ModelImplementations`];
  const implementations = (typeof exported === 'function' ? exported() : exported) as
    | Record<string, unknown>
    | undefined;
  const variants = exports[`${camelName(name)}ModelVariants`] as MachineFixtures['variants'];
  return {
    file,
    events: fixtures.events,
    input: fixtures.input,
    implementations,
    pathKey: fixtures.pathKey,
    variants,
  };
}
