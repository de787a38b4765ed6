import { defineConfig } from 'vitest/config';
import UnloadableFileReporter from './scripts/mutation/unloadable-file-reporter';

/**
 * The tests StrykerJS runs against the mutants of ONE machine (`npm run test:mutation`):
 * that machine's model test and its unit tests. Most mutants of a machine sit in its static
 * definition, which every importing test covers, so a run limited to the machine's own tests
 * keeps each mutant to seconds instead of the whole suite. A test file that cannot load counts
 * as a failed test (scripts/mutation/unloadable-file-reporter.ts).
 */
const machine = process.env.MUTATION_MACHINE ?? 'session';

export default defineConfig({
  test: {
    environment: 'node',
    include: [`tests/model/${machine}.model.test.ts`, `tests/unit/${machine}/**/*.test.ts`],
    reporters: ['default', new UnloadableFileReporter()],
    // Shorter than Stryker's timeout (stryker.config.mjs): a test waiting on a stopped machine fails.
    testTimeout: 1_000,
  },
});
