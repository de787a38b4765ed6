import { parseArgs } from 'node:util';
import { runVitestProject } from './vitest-run';

/**
 * The flake finder: `npm run test:soak -- <project> --runs N [--cpu-slowdown R] [-- vitest args]`
 * runs one Vitest project N times and lists every test that failed at least once. With
 * `--cpu-slowdown R` the browser suite's pages run R times slower (Chromium's CPU throttling, as
 * a cheap phone would), which is where races between the page and the test show.
 */

const USAGE =
  'usage: npm run test:soak -- <project> [--runs N] [--cpu-slowdown R] [-- extra vitest arguments]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [project, ...vitestArgs] = positionals;
  const runs = Number(values.runs);
  const slowdown = values['cpu-slowdown'];
  if (
    values.help ||
    !project ||
    !Number.isInteger(runs) ||
    runs < 1 ||
    (slowdown && !(Number(slowdown) >= 1))
  ) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const env = slowdown ? { E2E_CPU_SLOWDOWN: slowdown } : undefined;
  const failedIn = new Map<string, number[]>();
  const lines: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await runVitestProject({ project, env, args: vitestArgs, prefix: `[run ${run}] ` });
    for (const name of result.failures) failedIn.set(name, [...(failedIn.get(name) ?? []), run]);
    lines.push(
      `run ${run}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped in ${result.seconds.toFixed(0)} s`,
    );
  }
  console.log(`\nSoak of ${project}, ${runs} runs${slowdown ? `, CPU ${slowdown}x slower` : ''}:`);
  console.log(lines.join('\n'));
  if (failedIn.size === 0) console.log('No test failed in any run.');
  else {
    console.log(`Tests that failed at least once (${failedIn.size}):`);
    for (const [name, inRuns] of failedIn) console.log(`  ${name}: runs ${inRuns.join(', ')}`);
  }
  return failedIn.size === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
