import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Runs browser paths exported by `npm run paths -- <machine> --format playwright` against a running
 * `npm start`: `npx vitest run --config tests/e2e/model/exported-paths.config.ts <file>`. The
 * limits are the browser suite's (vitest.config.ts, project e2e); its setup file reports what the
 * browser showed when a path fails and closes Chromium after the file.
 */
export default defineConfig({
  // The exported files import the runner from the repository root (`/tests/e2e/model/...`).
  root: path.resolve(import.meta.dirname, '../../..'),
  test: {
    include: ['**/*.paths.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    setupFiles: ['tests/e2e/support/setup.ts'],
  },
});
