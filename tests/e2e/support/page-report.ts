import type { E2eBrowser } from './browser';

const TEXT_CHARS = 600;
/** A page on its way elsewhere (a sign-in redirect) may never answer: a report never holds up a close. */
const ANSWER_WITHIN_MS = 2_000;

function withinTime<T>(work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ANSWER_WITHIN_MS).unref()),
  ]);
}

/**
 * What each page of a browser shows now, for a failed test's log: its address, headings and
 * first lines of text, with the browser's last console errors and failed responses.
 */
export async function describePages(browser: E2eBrowser): Promise<string> {
  const pages = await Promise.all(
    browser.context.pages().map(async (page) => {
      const reading = page
        .evaluate((chars) => {
          const headings = [...document.querySelectorAll('h1, h2')].map((h) => h.textContent?.trim());
          return {
            headings,
            lang: document.documentElement.lang,
            text: document.body.innerText.slice(0, chars),
          };
        }, TEXT_CHARS)
        .catch((error: unknown) => ({ unreadable: String(error) }));
      const seen = await withinTime<object>(reading, {
        unreadable: `no answer within ${ANSWER_WITHIN_MS} ms`,
      });
      return `browser page: ${page.url()}\n${JSON.stringify(seen, null, 1)}`;
    }),
  );
  return [
    ...pages,
    `console errors: ${JSON.stringify(browser.consoleErrors.slice(-10))}`,
    `failed responses: ${JSON.stringify(browser.failedResponses.slice(-10))}`,
  ].join('\n');
}
