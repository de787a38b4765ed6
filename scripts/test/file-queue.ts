import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ProjectResult, ROOT_DIR, runVitestProject } from './vitest-run';

/**
 * The browser suite as a queue of test files that both lanes draw from: the browser lane from
 * the start, the node lane once its own projects are done. Each draw is one Vitest run of a few
 * files, so the lane that is free takes the next ones and neither core idles at the end.
 */

/** Files per Vitest run: small enough to even out the lanes' ends, large enough that Vitest's start-up (about 3 s) stays a small share. */
const FILES_PER_RUN = 2;

export interface FileQueue {
  readonly project: string;
  readonly pending: string[];
  readonly runs: ProjectResult[];
  /** Per lane, the files it ran. */
  readonly filesByLane: Map<string, number>;
  startedAt?: number;
  endedAt?: number;
}

/** Every test file of the project's folder (its `include` is `<folder>/**\/*.test.ts`), in name order. */
export async function queueOfTestFiles(project: string, folder: string): Promise<FileQueue> {
  const names = await readdir(path.join(ROOT_DIR, folder), { recursive: true });
  const pending = names
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();
  return { project, pending, runs: [], filesByLane: new Map() };
}

/** Runs the queue's files a few at a time until none are left (another lane may be drawing too). */
export async function drainQueue(queue: FileQueue, lane: string): Promise<void> {
  queue.startedAt ??= performance.now();
  while (queue.pending.length > 0) {
    const files = queue.pending.splice(0, FILES_PER_RUN);
    queue.filesByLane.set(lane, (queue.filesByLane.get(lane) ?? 0) + files.length);
    queue.runs.push(
      await runVitestProject({ project: queue.project, args: files, prefix: `[${queue.project} ${lane}] ` }),
    );
  }
  queue.endedAt = performance.now();
}

/** The queue's runs as one row: counts added up, wall time from its first file to its last. */
export function queueResult(queue: FileQueue): ProjectResult {
  const sum = (key: 'files' | 'passed' | 'failed' | 'skipped') =>
    queue.runs.reduce((total, run) => total + run[key], 0);
  return {
    label: queue.project,
    files: sum('files'),
    passed: sum('passed'),
    failed: sum('failed'),
    skipped: sum('skipped'),
    seconds: ((queue.endedAt ?? 0) - (queue.startedAt ?? 0)) / 1000,
    failures: queue.runs.flatMap((run) => run.failures),
    exitCode: Math.max(0, ...queue.runs.map((run) => run.exitCode)),
  };
}
