/**
 * The browser suite's setup file, run before each test file.
 *
 * A failed browser test says what the browser showed: for every page still open, or closed by the
 * test's own after-hooks (which run before this report), its address, headings and first lines of
 * text, the console errors and failed responses. A rare failure on a CI machine can then be
 * understood from the log alone (screenshots do not leave that machine).
 */
import { afterAll, beforeEach } from 'vitest';
import { closedBrowserReports, closeSharedChromium, openBrowsers } from './browser';
import { describePages } from './page-report';

beforeEach(({ onTestFailed }) => {
  closedBrowserReports.length = 0;
  onTestFailed(async () => {
    const open = await Promise.all([...openBrowsers].map(describePages));
    for (const report of [...closedBrowserReports, ...open]) console.error(`At the failure:\n${report}`);
  });
});

// Each file's browsers are contexts of one Chromium, closed after the file's last test.
afterAll(closeSharedChromium);
