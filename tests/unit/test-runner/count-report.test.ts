import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport, ROOT_DIR } from '../../../scripts/test/vitest-run';

const file = (name: string) => path.join(ROOT_DIR, 'tests', name);

describe("the suite's summary counts what Vitest ran", () => {
  it('counts passed, failed and skipped tests, and names each failed test with its file', () => {
    const counted = countReport('unit', {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: file('unit/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            { fullName: 'a breaks', status: 'failed' },
          ],
        },
        { name: file('unit/b.test.ts'), status: 'passed', assertionResults: [] },
      ],
    });
    expect(counted).toEqual({
      label: 'unit',
      files: 2,
      passed: 3,
      failed: 1,
      skipped: 2,
      failures: ['tests/unit/a.test.ts > a breaks'],
    });
  });

  it('a file that failed to load counts as a failure, so a broken import never reads as green', () => {
    const counted = countReport('e2e', {
      numPassedTests: 0,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: file('e2e/x.test.ts'),
          status: 'failed',
          message: 'Cannot find module ./missing\n    at stack',
          assertionResults: [],
        },
      ],
    });
    expect(counted.failed).toBe(1);
    expect(counted.failures).toEqual(['tests/e2e/x.test.ts (Cannot find module ./missing)']);
  });
});
