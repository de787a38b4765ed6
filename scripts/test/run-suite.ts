import { ensurePortalBuild } from '../../server/web/portal-build';
import { drainQueue, type FileQueue, queueOfTestFiles, queueResult } from './file-queue';
import { postgresBinDir, startThrowawayPostgres } from './throwaway-postgres';
import { type ProjectResult, ROOT_DIR, runVitestProject } from './vitest-run';

/**
 * `npm test`: every Vitest project, on both cores. The portal is built first (the bundle budgets
 * and the browser suite read it); then two lanes run side by side: the browser suite, and the
 * node projects one after another, ending with the server tests on a throwaway PostgreSQL, plain
 * and with the tenant tables hash-partitioned (the stand-in for Citus), both at once. The node
 * lane then takes browser files from the same queue until none are left. One table at the end
 * gives each project's test count and wall time.
 */

const NODE_PROJECTS = ['unit', 'model', 'docs', 'components', 'bundle', 'server', 'security'] as const;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

async function postgresRows(): Promise<ProjectResult[]> {
  const binDir = await postgresBinDir();
  if (!binDir) {
    if (process.env.CI) throw new Error('CI needs PostgreSQL for the server tests: install `postgresql`.');
    console.log('[postgres] no PostgreSQL found under /usr/lib/postgresql: its server runs are skipped');
    return [];
  }
  const postgres = await startThrowawayPostgres(binDir);
  console.log(`[postgres] PostgreSQL ${postgres.version} at ${postgres.databaseUrl}`);
  try {
    const env = { DATABASE_URL: postgres.databaseUrl };
    return await Promise.all([
      runVitestProject({ project: 'server', label: 'server (PostgreSQL)', env, prefix: '[pg] ' }),
      runVitestProject({
        project: 'server',
        label: 'server (PostgreSQL, partitioned)',
        env: { ...env, QAP_PARTITION_BY_ENVIRONMENT: '1' },
        prefix: '[pg-partitioned] ',
      }),
    ]);
  } finally {
    await postgres.stop();
  }
}

async function nodeLane(browserFiles: FileQueue): Promise<ProjectResult[]> {
  const rows: ProjectResult[] = [];
  for (const project of NODE_PROJECTS)
    rows.push(await runVitestProject({ project, prefix: `[${project}] ` }));
  rows.push(...(await postgresRows()));
  await drainQueue(browserFiles, 'node lane');
  return rows;
}

function table(rows: ProjectResult[], buildSeconds: number, totalSeconds: number): string {
  const header = ['project', 'files', 'passed', 'failed', 'skipped', 'wall s'];
  const lines = [
    ['build (portal)', '', '', '', '', buildSeconds.toFixed(0)],
    ...rows.map((row) => [
      row.label,
      String(row.files),
      String(row.passed),
      String(row.failed),
      String(row.skipped),
      row.seconds.toFixed(0),
    ]),
    ['whole run (two lanes)', '', '', '', '', totalSeconds.toFixed(0)],
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

async function main(): Promise<number> {
  const started = performance.now();
  const build = await timed(() => ensurePortalBuild(ROOT_DIR, (line) => console.log(`[build] ${line}`)));
  const browserFiles = await queueOfTestFiles('e2e', 'tests/e2e');
  const [nodeRows] = await Promise.all([nodeLane(browserFiles), drainQueue(browserFiles, 'browser lane')]);
  const rows = [...nodeRows, queueResult(browserFiles)];
  const totalSeconds = (performance.now() - started) / 1000;
  console.log(`\n${table(rows, build.seconds, totalSeconds)}\n`);
  const lanes = [...browserFiles.filesByLane].map(([lane, files]) => `${files} in the ${lane}`);
  console.log(`e2e files: ${lanes.join(', ')}`);
  const failures = rows.flatMap((row) => row.failures.map((name) => `  ${row.label}: ${name}`));
  if (failures.length > 0) console.log(`Failed:\n${failures.join('\n')}\n`);
  const sum = (key: 'passed' | 'failed' | 'skipped') => rows.reduce((total, row) => total + row[key], 0);
  console.log(`Tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
  return sum('failed') > 0 || rows.some((row) => row.exitCode !== 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
