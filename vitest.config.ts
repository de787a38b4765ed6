import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One project per kind of test, each runnable alone (`npx vitest run --project model`); `npm test`
 * runs them all in two lanes side by side (scripts/test/run-suite.ts). No project has a time-out
 * tuned to a fast machine: the model walks are bounded by their snapshot limit, and the browser
 * tests wait for the states they need.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        // Deterministic CPU work: the walk ends when every path is replayed, however slow the machine.
        test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'], testTimeout: 0 },
      },
      {
        extends: true,
        test: {
          name: 'docs',
          environment: 'node',
          include: ['tests/docs/**/*.test.ts'],
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // One jsdom and one module cache per worker: importing the portal and starting jsdom
          // for each file was half the project's time. setup.ts resets what a test leaves behind.
          isolate: false,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          // A render with a dozen answers takes a few seconds on a busy 2-core runner: Vitest's
          // 5 s default failed green tests there. This limit only ends a test that is stuck.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The built portal's budgets: builds dist/ when it is stale.
        test: {
          name: 'bundle',
          environment: 'node',
          include: ['tests/bundle/**/*.test.ts'],
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One module cache per worker: every file imported the whole server again (two fifths
          // of the project's CPU). Each file still opens its own database and servers.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A page answering a click loads data over the network: 1 s (Vitest's default) made
          // waits on a busy machine fail while the page was still loading.
          expect: { poll: { timeout: 15_000 } },
          // One file at a time: the browser suite keeps most of one core busy, and the node
          // projects run beside it on the other (two browser files took the node lane's core).
          fileParallelism: false,
          setupFiles: ['tests/e2e/support/setup.ts'],
        },
      },
    ],
  },
});
