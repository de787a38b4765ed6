import type { E2eBrowser } from './browser';

const TEXT_CHARS = 600;

/**
 * What each page of a browser shows now, for a failed test's log: its address, headings and
 * first lines of text, with the browser's last console errors and failed responses.
 */
export async function describePages(browser: E2eBrowser): Promise<string> {
  const pages = await Promise.all(
    browser.context.pages().map(async (page) => {
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
      return `browser page: ${page.url()}\n${JSON.stringify(seen, null, 1)}`;
    }),
  );
  return [
    ...pages,
    `console errors: ${JSON.stringify(browser.consoleErrors.slice(-10))}`,
    `failed responses: ${JSON.stringify(browser.failedResponses.slice(-10))}`,
  ].join('\n');
}
