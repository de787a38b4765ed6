// StrykerJS over one machine at a time (see scripts/mutation/run-mutation.ts, `npm run test:mutation`).
const machine = process.env.MUTATION_MACHINE ?? 'session';

/**
 * Parts of a machine kept in a file of their own, mutated with its machine file: the root's
 * page-data transitions live apart because the test harnesses' stand-in roots take the same pair
 * (machines/app/app.page-data.ts); the saved-views machine's actions and guards are its setup,
 * apart to keep each file short (machines/saved-views/saved-views.setup.ts).
 */
const MUTATED_WITH_MACHINE = {
  app: ['machines/app/app.page-data.ts'],
  'saved-views': ['machines/saved-views/saved-views.setup.ts'],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/ignore-descriptions.mjs'],
  ignorers: ['statechart-descriptions'],
  mutate: [`machines/${machine}/${machine}.machine.ts`, ...(MUTATED_WITH_MACHINE[machine] ?? [])],
  coverageAnalysis: 'perTest',
  // Every test that covers a mutant runs, so the report tells which tests (model or unit) kill it.
  disableBail: true,
  concurrency: 1,
  // A mutant that stops a machine (a lost target, a missing tag) makes a test wait forever. Each
  // test gives up first (testTimeout in vitest.mutation.config.ts) and fails, so the mutant is
  // killed by the tests that notice rather than "timed out" for the whole run.
  timeoutMS: 15_000,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `test-artifacts/mutation/${machine}.json` },
  tempDirName: `test-artifacts/stryker-tmp/${machine}`,
  cleanTempDir: true,
  // The project's TypeScript 7 has no JS API for Stryker's tsconfig rewriting; vitest needs none.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  thresholds: { high: 95, low: 85, break: null },
};
