import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { MachineDescriptions } from '../../machines/shared/descriptions';

/**
 * Finds the machines of machines/<name>/index.ts: each folder with an index.ts (except
 * shared/) is one machine, named after the folder. Its machine is the export called
 * `<camelName>Machine`, or the only state machine the index exports.
 */

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const MACHINES_DIR = join(REPO_ROOT, 'machines');
export const SHARED_DIR = join(MACHINES_DIR, 'shared');
export const FIXTURES_DIR = join(REPO_ROOT, 'tests/model/fixtures');
export const DOCS_DIR = join(REPO_ROOT, 'docs/statecharts');

export interface DiscoveredMachine {
  name: string;
  folder: string;
  machine: AnyStateMachine;
  /** `<camelName>Descriptions` of machines/<name>/<name>.descriptions.ts, when the file exists. */
  descriptions?: MachineDescriptions;
}

/** `page-data` -> `pageData`: the prefix of `pageDataMachine`, `pageDataModelFixtures`. */
export function camelName(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function isStateMachine(value: unknown): value is AnyStateMachine {
  const candidate = value as Partial<AnyStateMachine> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.getInitialSnapshot === 'function' &&
    typeof candidate.provide === 'function' &&
    typeof candidate.root === 'object'
  );
}

export function machineFolderNames(machinesDir = MACHINES_DIR): string[] {
  return readdirSync(machinesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .filter((entry) => existsSync(join(machinesDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

export function pickMachine(name: string, exports: Record<string, unknown>): AnyStateMachine {
  const preferred = exports[`${camelName(name)}Machine`];
  if (isStateMachine(preferred)) return preferred;
  const machines = Object.values(exports).filter(isStateMachine);
  const unique = [...new Set(machines)];
  if (unique.length === 1) return unique[0];
  throw new Error(
    `machines/${name}/index.ts should export \`${camelName(name)}Machine\` (found ${unique.length} state machines).`,
  );
}

export async function loadMachine(name: string, machinesDir = MACHINES_DIR): Promise<DiscoveredMachine> {
  const folder = join(machinesDir, name);
  const exports = (await import(pathToFileURL(join(folder, 'index.ts')).href)) as Record<string, unknown>;
  return {
    name,
    folder,
    machine: pickMachine(name, exports),
    descriptions: await loadDescriptions(name, folder),
  };
}

async function loadDescriptions(name: string, folder: string): Promise<MachineDescriptions | undefined> {
  const file = join(folder, `${name}.descriptions.ts`);
  if (!existsSync(file)) return undefined;
  const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return exports[`${camelName(name)}Descriptions`] as MachineDescriptions | undefined;
}

export async function discoverMachines(machinesDir = MACHINES_DIR): Promise<DiscoveredMachine[]> {
  return Promise.all(machineFolderNames(machinesDir).map((name) => loadMachine(name, machinesDir)));
}
