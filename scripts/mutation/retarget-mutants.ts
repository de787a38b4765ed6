import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../statecharts/discover';
import { MACHINE_MODELS } from '../../tests/model/model-runs';
import { type RetargetScore, scoreRetargets } from '../../tests/model/retarget-mutants';

/**
 * `npm run test:mutation -- --retarget [machine ...]`: the retarget mutants of every machine (or
 * the named ones), each transition moved to every other state the model reaches (a compound state
 * whose initial states lead to the same place is skipped: it lands the same), killed or not by
 * the model tests alone: with the state oracles only, and with the transition targets too. Prints
 * a table and writes test-artifacts/mutation/retarget.json.
 */

export const RETARGET_REPORT = join(REPO_ROOT, 'test-artifacts/mutation/retarget.json');

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

export function retargetTable(scores: Record<string, RetargetScore>): string {
  const rows = Object.entries(scores).map(
    ([name, s]) =>
      `| ${name} | ${s.mutants} | ${s.byStateOracles} (${percent(s.byStateOracles, s.mutants)}) | ${s.withTargets} (${percent(s.withTargets, s.mutants)}) |`,
  );
  const total = Object.values(scores).reduce(
    (sum, s) => ({
      mutants: sum.mutants + s.mutants,
      byStateOracles: sum.byStateOracles + s.byStateOracles,
      withTargets: sum.withTargets + s.withTargets,
    }),
    { mutants: 0, byStateOracles: 0, withTargets: 0 },
  );
  return [
    '| machine | retarget mutants | killed by the model tests, state oracles alone | killed by the model tests with transition targets |',
    '|---|---|---|---|',
    ...rows,
    `| **total** | ${total.mutants} | ${total.byStateOracles} (${percent(total.byStateOracles, total.mutants)}) | ${total.withTargets} (${percent(total.withTargets, total.mutants)}) |`,
  ].join('\n');
}

export function main(args: string[]): number {
  const names = args.filter((arg) => !arg.startsWith('--'));
  const machines = names.length > 0 ? names : Object.keys(MACHINE_MODELS);
  const unknown = machines.filter((name) => !MACHINE_MODELS[name]);
  if (unknown.length > 0) {
    console.error(
      `Unknown machine: ${unknown.join(', ')}. Choose from ${Object.keys(MACHINE_MODELS).join(', ')}.`,
    );
    return 2;
  }
  const scores: Record<string, RetargetScore> = {};
  // The model walks print a coverage line each; only the scores matter here.
  const log = console.log;
  for (const name of machines) {
    const started = Date.now();
    console.log = () => {};
    try {
      scores[name] = scoreRetargets(MACHINE_MODELS[name], Number.POSITIVE_INFINITY);
    } finally {
      console.log = log;
    }
    const s = scores[name];
    console.error(
      `retarget ${name}: ${s.mutants} mutants, state oracles ${s.byStateOracles}, with targets ${s.withTargets} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  mkdirSync(dirname(RETARGET_REPORT), { recursive: true });
  writeFileSync(RETARGET_REPORT, `${JSON.stringify(scores, null, 2)}\n`);
  console.log(retargetTable(scores));
  const survivors = Object.entries(scores).flatMap(([name, s]) =>
    s.survivors.map((line) => `- ${name}: ${line}`),
  );
  console.log(
    survivors.length > 0 ? `\nSurviving with targets:\n${survivors.join('\n')}` : '\nNo survivors.',
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.argv.slice(2)));
