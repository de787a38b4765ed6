import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter for mutation runs only (vitest.mutation.config.ts). StrykerJS's Vitest runner
 * (9.6.1) builds a mutant's verdict from the tests it collected; a test file that cannot even be
 * imported collects none, so a mutant that breaks the machine's definition (an unknown initial
 * state, a target that does not exist) was scored "survived" although every test of the machine
 * fails (stryker-js issues 5492 and 6150). Such a file gets one failed test carrying its load
 * error, so the mutant counts as killed by that file.
 */
export const UNLOADABLE_FILE_TEST_NAME = 'the test file loads';

export function markUnloadableFiles(files: readonly RunnerTestFile[]): void {
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    const failed = {
      type: 'test',
      id: `${file.id}_load`,
      name: UNLOADABLE_FILE_TEST_NAME,
      mode: 'run',
      file,
      meta: {},
      annotations: [],
      artifacts: [],
      timeout: 0,
      result: { state: 'fail', errors: file.result.errors ?? [{ message: 'The test file failed to load.' }] },
      // Vitest types a test with a context only it builds; nothing reads it after the run.
    } as unknown as RunnerTestCase;
    file.tasks.push(failed);
  }
}

export default class UnloadableFileReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    // `task` is the runner's file that Stryker reads back (typed internal in Vitest 4).
    markUnloadableFiles(testModules.map((module) => (module as unknown as { task: RunnerTestFile }).task));
  }
}
