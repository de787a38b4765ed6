import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIXTURES_DIR, loadMachine, MACHINES_DIR, machineFolderNames, REPO_ROOT } from './discover';
import { loadFixtures } from './model-fixtures';
import { FORMATS, type Format, formatPaths } from './path-format';
import { planTestPaths, STRATEGIES, type Strategy, startState, stateNames } from './test-paths';

/**
 * `npm run paths -- <machine> [--strategy shortest|simple] [--format json|md|csv] [--to <state>]`:
 * the test paths of a machine for QA, with event payloads from its model fixtures.
 */

export const USAGE =
  'Usage: npm run paths -- <machine> [--strategy shortest|simple] [--format json|md|csv] [--to <state>]';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

class UsageError extends Error {}

function oneOf<T extends string>(what: string, value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`Unknown ${what} '${value}'. Choose one of: ${choices.join(', ')}.`);
}

interface PathArgs {
  machine: string;
  strategy: Strategy;
  format: Format;
  to?: string;
}

function parse(args: string[], machines: string[]): PathArgs {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        args,
        allowPositionals: true,
        options: { strategy: { type: 'string' }, format: { type: 'string' }, to: { type: 'string' } },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  if (positionals.length !== 1)
    throw new UsageError(`Name one machine. Choose one of: ${machines.join(', ')}.`);
  return {
    machine: oneOf('machine', positionals[0], machines),
    strategy: oneOf('strategy', values.strategy ?? 'shortest', STRATEGIES),
    format: oneOf('format', values.format ?? 'md', FORMATS),
    to: values.to,
  };
}

/** Where machines and their fixtures live; tests point these at their own small machines. */
export interface PathSources {
  machinesDir: string;
  fixturesDir: string;
}

const PROJECT_SOURCES: PathSources = { machinesDir: MACHINES_DIR, fixturesDir: FIXTURES_DIR };

export async function main(
  args: string[],
  io: CliIo = processIo,
  sources = PROJECT_SOURCES,
): Promise<number> {
  try {
    const options = parse(args, machineFolderNames(sources.machinesDir));
    const { machine } = await loadMachine(options.machine, sources.machinesDir);
    if (options.to) oneOf('state', options.to, stateNames(machine));
    const fixtures = await loadFixtures(options.machine, sources.fixturesDir);
    const provided = fixtures.implementations ? machine.provide(fixtures.implementations as never) : machine;
    const paths = planTestPaths(provided, { ...options, events: fixtures.events, input: fixtures.input });
    const report = {
      machine: options.machine,
      strategy: options.strategy,
      start: startState(provided, fixtures.input),
      fixturesFile: relative(REPO_ROOT, fixtures.file),
      to: options.to,
      paths,
    };
    io.stdout(formatPaths(report, options.format));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(error instanceof UsageError ? `${message}\n${USAGE}\n` : `${message}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
