import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineFolderNames, REPO_ROOT } from '../statecharts/discover';
import { type MachineScore, scoreReport, scoresMarkdown } from './mutation-score';
import { main as retargetMain } from './retarget-mutants';

/**
 * `npm run test:mutation [-- <machine> ...]`: StrykerJS (Vitest runner) over
 * machines/<name>/<name>.machine.ts (for app also app.page-data.ts, whose transitions the root
 * takes; for saved-views also its setup, its actions and guards), one machine at a time against
 * that machine's own model and unit tests (stryker.config.mjs, vitest.mutation.config.ts), then
 * the scores: with the model tests alone and with all of them. Slow and CPU-heavy (concurrency
 * 1): not part of `npm test`. `--retarget` runs the retarget mutants instead (retarget-mutants.ts):
 * each transition moved to another state the model reaches, scored with the model tests alone.
 */

function runStryker(machine: string): void {
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_MACHINE: machine },
  });
  if (result.status !== 0)
    throw new Error(`Stryker failed on the ${machine} machine (exit ${result.status}).`);
}

export function reportFile(machine: string): string {
  return join(REPO_ROOT, 'test-artifacts/mutation', `${machine}.json`);
}

/** `--report-only` re-reads the last reports without running Stryker again. */
function main(args: string[]): number {
  if (args.includes('--retarget')) return retargetMain(args);
  const reportOnly = args.includes('--report-only');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const machines = named.length > 0 ? named : machineFolderNames();
  const scores: MachineScore[] = [];
  for (const machine of machines) {
    if (!reportOnly) runStryker(machine);
    const file = reportFile(machine);
    if (!existsSync(file)) continue;
    scores.push(scoreReport(machine, JSON.parse(readFileSync(file, 'utf8'))));
  }
  console.log(scoresMarkdown(scores));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(main(process.argv.slice(2)));
}
