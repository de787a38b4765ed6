import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const RESULTS_DIR = path.join(ROOT_DIR, 'test-artifacts', 'results');

/** What one Vitest run of one project counted. */
export interface ProjectResult {
  /** The row's name in the summary, e.g. `server` or `server (PostgreSQL)`. */
  label: string;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** Full names of the tests that failed, and of files that failed to load. */
  failures: string[];
  exitCode: number;
}

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

export interface VitestRunOptions {
  project: string;
  label?: string;
  env?: Record<string, string>;
  /** Extra Vitest arguments (e.g. `--maxWorkers=1`). */
  args?: string[];
  /** Each output line is prefixed with this, so two runs side by side stay readable. */
  prefix?: string;
}

function pipeLines(stream: NodeJS.ReadableStream, prefix: string, write: (text: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending) write(`${prefix}${pending}\n`);
  });
}

/** The counts of Vitest's JSON report; a file that failed to load counts as one failure. */
export function countReport(label: string, report: JsonReport): Omit<ProjectResult, 'seconds' | 'exitCode'> {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const relative = path.relative(ROOT_DIR, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${relative} > ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${relative} (${(file.message ?? 'failed to run').split('\n')[0]})`);
  }
  const unloaded = failures.length - report.numFailedTests;
  return {
    label,
    files: report.testResults.length,
    passed: report.numPassedTests,
    failed: report.numFailedTests + Math.max(0, unloaded),
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** Runs so far in this process: it names each run's report, as runs of one project can overlap. */
let runs = 0;

/** Runs one Vitest project in a child process and reads its JSON report. */
export async function runVitestProject(options: VitestRunOptions): Promise<ProjectResult> {
  const label = options.label ?? options.project;
  await mkdir(RESULTS_DIR, { recursive: true });
  runs += 1;
  const jsonFile = path.join(RESULTS_DIR, `${label.replace(/[^a-z0-9]+/gi, '-')}-${process.pid}-${runs}.json`);
  await rm(jsonFile, { force: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT_DIR, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--project',
      options.project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${jsonFile}`,
      ...(options.args ?? []),
    ],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, ...options.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = options.prefix ?? '';
  pipeLines(child.stdout, prefix, (text) => process.stdout.write(text));
  pipeLines(child.stderr, prefix, (text) => process.stderr.write(text));
  const exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  const seconds = (performance.now() - started) / 1000;
  const report = await readFile(jsonFile, 'utf8')
    .then((text) => JSON.parse(text) as JsonReport)
    .catch(() => undefined);
  if (!report)
    return {
      label,
      files: 0,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      failures: [`${label}: Vitest wrote no report (exit ${exitCode})`],
      exitCode,
    };
  const counted = countReport(label, report);
  // Vitest can fail with every test green (an unhandled error between tests): say so.
  if (exitCode !== 0 && counted.failed === 0) {
    counted.failed = 1;
    counted.failures.push(`${label}: Vitest exited ${exitCode} (an error outside the tests; see its output)`);
  }
  return { ...counted, seconds, exitCode };
}
