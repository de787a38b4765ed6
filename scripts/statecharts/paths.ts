import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIXTURES_DIR, loadMachine, MACHINES_DIR, machineFolderNames, REPO_ROOT } from './discover';
import { loadFixtures, type MachineFixtures } from './model-fixtures';
import { coverageOf } from './path-coverage';
import {
  coverageLine,
  FORMATS,
  type Format,
  formatPaths,
  type PathReport,
} from '../../src/pages/statecharts/model/path-format';
import {
  planTestPaths,
  STRATEGIES,
  type Strategy,
  startState,
  stateNames,
} from '../../src/pages/statecharts/model/test-paths';

/**
 * `npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format md|json|csv|playwright] [--to <state>]`:
 * the test paths of a machine for QA, with event payloads from its model fixtures, or its
 * browser paths as a file that drives Chromium against `npm start`. Every run prints a coverage
 * line (states x/y, transitions x/y) on stderr; `--to` a state no path reaches exits 1; `--help`
 * explains it all.
 */

export const USAGE =
  'Usage: npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format md|json|csv|playwright] [--to <state>]';

/** The formats of the machine's paths, and the browser paths' export. */
const CLI_FORMATS = [...FORMATS, 'playwright'] as const;
type CliFormat = (typeof CLI_FORMATS)[number];

const HELP_HINT = 'Run `npm run paths -- --help` for the strategies, fixtures and formats.';

// Records, so a new strategy or format does not compile until --help explains it.
const STRATEGY_HELP: Record<Strategy, string> = {
  transitions: 'few paths that together take every transition the fixtures reach: the test plan',
  shortest: 'the shortest path to each distinct situation (a state plus its path key)',
  simple: 'every path to each state that visits no state twice: many, for exploring',
};

/** What `--format playwright` needs to explain itself (loaded only when asked: it loads the browser models). */
type BrowserExport = typeof import('./playwright-paths');

const formatHelp = ({ BROWSER_MACHINES, RUN_COMMAND }: BrowserExport): Record<CliFormat, string> => ({
  md: 'a Markdown table per path: state, event and data, what to expect after it',
  json: 'one report (coverage, every path and step) for tools; live view traces too',
  csv: 'one row per step, payloads and context as quoted JSON, for spreadsheets',
  playwright: `a Vitest file driving Chromium through the real portal along the browser
                   paths (machines ${BROWSER_MACHINES.join(', ')}), with the steps and checks of
                   the model-based browser tests; run it against \`npm start\` with
                   ${RUN_COMMAND} <file>
                   (strategy transitions only)`,
});

function list(descriptions: Record<string, string>): string {
  return Object.entries(descriptions)
    .map(([name, text]) => `      ${name.padEnd(13)}${text}`)
    .join('\n');
}

export function helpText(machines: string[], browser: BrowserExport): string {
  const { EXPORT_FOLDER } = browser;
  return `${USAGE}

Prints the test paths of one machine: from its start, step by step, the state it is in, the
event to send with its data, and what to expect after it (state, tags, the path key's values,
events it emits to the portal and messages it sends to other machines). QA follows them by hand
or feeds them to a test. A coverage line (states x/y, transitions x/y) goes to stderr.

Arguments:
  <machine>           the machine, one of: ${machines.join(', ')}
  --strategy <name>   which paths (default transitions):
${list(STRATEGY_HELP)}
  --format <name>     how they are written on stdout (default md):
${list(formatHelp(browser))}
  --to <state>        only the paths that end in this state, dotted as in the States table
                      (e.g. ready.saving); exits 1 when no path reaches it
  -h, --help          this text

Fixtures: the events and their data come from tests/model/fixtures/<machine>.fixtures.ts, which
exports <camelName>ModelFixtures (e.g. savedViewsModelFixtures for saved-views) with
  events      the events tried in every state, with their payloads; a state no path visits
              needs an event here that leads to it
  input       the machine's input at its start
  pathKey     the part of the context its guards read: a state with other path key values is
              another situation (signedIn with one renewal retry left, or with none)
and, when needed, <camelName>ModelImplementations (fake guards, actions and delays) and
<camelName>ModelVariants, the variants: named starts (e.g. online, offline), each with its own
fakes and optionally its own input; the paths cover every variant.

Browser paths (--format playwright): only the events a browser can make happen in the portal
(a page load, a click, an answer of the server held back, released or refused), planned like the
transitions strategy; save the file as ${EXPORT_FOLDER}/<machine>.paths.test.ts, start
\`npm start\` (a fresh one: the paths sign in the demo analyst) and run the command above.

Exit codes: 0 paths printed; 1 no path reaches --to, or no fixtures file; 2 a bad argument.

Examples:
  npm run paths -- session
  npm run paths -- sync --strategy shortest --format json > sync-paths.json
  npm run paths -- language --format csv --to ready.saving > language-paths.csv
  npm run paths -- session --format playwright > ${EXPORT_FOLDER}/session.paths.test.ts
`;
}

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
  format: CliFormat;
  to?: string;
}

function parse(args: string[], machines: string[]): PathArgs | 'help' {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        args,
        allowPositionals: true,
        options: {
          strategy: { type: 'string' },
          format: { type: 'string' },
          to: { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  if (values.help) return 'help';
  if (positionals.length !== 1)
    throw new UsageError(`Name one machine. Choose one of: ${machines.join(', ')}.`);
  const machine = oneOf('machine', positionals[0], machines);
  const strategy = oneOf('strategy', values.strategy ?? 'transitions', STRATEGIES);
  const format = oneOf('format', values.format ?? 'md', CLI_FORMATS);
  if (format === 'playwright' && strategy !== 'transitions')
    throw new UsageError('--format playwright exports the browser test plan: strategy transitions only.');
  return { machine, strategy, format, to: values.to };
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

/** Where machines and their fixtures live; tests point these at their own small machines. */
export interface PathSources {
  machinesDir: string;
  fixturesDir: string;
}

const PROJECT_SOURCES: PathSources = { machinesDir: MACHINES_DIR, fixturesDir: FIXTURES_DIR };

/** The paths of one machine by one strategy, over every variant, with their coverage. */
export async function pathReport(
  machineName: string,
  options: { strategy: Strategy; to?: string },
  sources = PROJECT_SOURCES,
): Promise<PathReport> {
  const { machine } = await loadMachine(machineName, sources.machinesDir);
  if (options.to) oneOf('state', options.to, stateNames(machine));
  const fixtures = await loadFixtures(machineName, sources.fixturesDir);
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
  return {
    machine: machineName,
    strategy: options.strategy,
    start: plans[0].start,
    fixturesFile: relative(REPO_ROOT, fixtures.file),
    to: options.to,
    coverage,
    paths: plans.flatMap(({ plan }) => plan.paths),
  };
}

/** The browser paths as a runnable file; exit 1 when none ends in --to. */
async function printPlaywright(options: PathArgs, io: CliIo): Promise<number> {
  const { BROWSER_MACHINES, playwrightExport } = await import('./playwright-paths');
  oneOf('machine with browser paths', options.machine, BROWSER_MACHINES);
  if (options.to) oneOf('state', options.to, stateNames((await loadMachine(options.machine)).machine));
  const exported = await playwrightExport(options.machine, options.to);
  if (!exported) throw new UsageError(`No browser model for '${options.machine}'.`);
  io.stderr(`${exported.coverageLine}\n`);
  if (exported.paths === 0) {
    io.stderr(`No browser path reaches '${options.to}'.\n`);
    return 1;
  }
  io.stdout(exported.text);
  return 0;
}

export async function main(
  args: string[],
  io: CliIo = processIo,
  sources = PROJECT_SOURCES,
): Promise<number> {
  try {
    const machines = machineFolderNames(sources.machinesDir);
    const options = parse(args, machines);
    if (options === 'help') {
      io.stdout(helpText(machines, await import('./playwright-paths')));
      return 0;
    }
    if (options.format === 'playwright') return await printPlaywright(options, io);
    const report = await pathReport(options.machine, options, sources);
    io.stderr(`${coverageLine(report)}\n`);
    if (options.to && report.paths.length === 0) {
      io.stderr(`No path reaches '${options.to}' with the events of ${report.fixturesFile}.\n`);
      return 1;
    }
    io.stdout(formatPaths(report, options.format as Format));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(error instanceof UsageError ? `${message}\n${USAGE}\n${HELP_HINT}\n` : `${message}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
