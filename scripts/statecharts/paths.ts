import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIXTURES_DIR, loadMachine, MACHINES_DIR, machineFolderNames, REPO_ROOT } from './discover';
import { loadFixtures, type MachineFixtures } from './model-fixtures';
import { type Coverage, coverageLine, FORMATS, type Format, formatPaths } from './path-format';
import { allStateIds, allTransitionIds } from './path-steps';
import {
  type PathPlan,
  planTestPaths,
  STRATEGIES,
  type Strategy,
  startState,
  stateNames,
} from './test-paths';

/**
 * `npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format md|json|csv] [--to <state>]`:
 * the test paths of a machine for QA, with event payloads from its model fixtures. Every run
 * prints a coverage line (states x/y, transitions x/y) on stderr; `--to` a state no path
 * reaches exits 1.
 */

export const USAGE =
  'Usage: npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format md|json|csv] [--to <state>]';

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
    strategy: oneOf('strategy', values.strategy ?? 'transitions', STRATEGIES),
    format: oneOf('format', values.format ?? 'md', FORMATS),
    to: values.to,
  };
}

type Start = [
  variant: string | undefined,
  implementations: Record<string, unknown> | undefined,
  input: unknown,
];

/**
 * Each start of the machine: its variants (e.g. online, offline; a variant with its own `input`
 * starts from it, e.g. with a list kept on the device), or the one set of fakes.
 */
function variantsOf(fixtures: MachineFixtures): Start[] {
  if (!fixtures.variants) return [[undefined, fixtures.implementations, fixtures.input]];
  return Object.entries(fixtures.variants).map(
    ([name, { input = fixtures.input, ...implementations }]): Start => [name, implementations, input],
  );
}

/** What the paths of all variants visit together, against everything the machine defines. */
export function coverageOf(plans: PathPlan[], machine: Parameters<typeof allStateIds>[0]): Coverage {
  const count = (all: string[], seen: (plan: PathPlan) => Set<string>) => {
    const missing = all.filter((id) => !plans.some((plan) => seen(plan).has(id)));
    return { covered: all.length - missing.length, total: all.length, missing };
  };
  return {
    states: count(allStateIds(machine), (plan) => plan.visitedStates),
    transitions: count(allTransitionIds(machine), (plan) => plan.takenTransitions),
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
    const plans = variantsOf(fixtures).map(([variant, implementations, input]) => {
      const provided = implementations ? machine.provide(implementations as never) : machine;
      const plan = planTestPaths(provided, {
        ...options,
        events: fixtures.events,
        input,
        pathKey: fixtures.pathKey,
        variant,
      });
      return { plan, start: startState(provided, input) };
    });
    const coverage = coverageOf(
      plans.map(({ plan }) => plan),
      machine,
    );
    const report = {
      machine: options.machine,
      strategy: options.strategy,
      start: plans[0].start,
      fixturesFile: relative(REPO_ROOT, fixtures.file),
      to: options.to,
      coverage,
      paths: plans.flatMap(({ plan }) => plan.paths),
    };
    io.stderr(`${coverageLine(report)}\n`);
    if (options.to && report.paths.length === 0) {
      io.stderr(`No path reaches '${options.to}' with the events of ${report.fixturesFile}.\n`);
      return 1;
    }
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
