/**
 * A failed browser test says what the browser showed: for every page still open, its address,
 * headings and first lines of text, the console errors and failed responses. A rare failure on a
 * CI machine can then be understood from the log alone (screenshots do not leave that machine).
 */
import { beforeEach } from 'vitest';
import { openBrowsers } from './browser';

const TEXT_CHARS = 600;

beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    for (const browser of openBrowsers) {
      for (const page of browser.context.pages()) {
        const seen = await page
          .evaluate((chars) => {
            const headings = [...document.querySelectorAll('h1, h2')].map((h) => h.textContent?.trim());
            return {
              headings,
              lang: document.documentElement.lang,
              text: document.body.innerText.slice(0, chars),
            };
          }, TEXT_CHARS)
          .catch((error: unknown) => ({ unreadable: String(error) }));
        console.error(
          [
            `browser page at the failure: ${page.url()}`,
            JSON.stringify(seen, null, 1),
            `console errors: ${JSON.stringify(browser.consoleErrors.slice(-10))}`,
            `failed responses: ${JSON.stringify(browser.failedResponses.slice(-10))}`,
          ].join('\n'),
        );
      }
    }
  });
});
