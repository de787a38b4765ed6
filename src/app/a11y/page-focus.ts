/** The id of every layout's main landmark: the skip link's target and the popups' layer. */
export const MAIN_CONTENT_ID = 'main-content';

/** The page's heading (its one h1), else the main landmark itself. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/**
 * Moves keyboard and screen-reader focus to the start of the page: the h1, which is not a control,
 * so it gets tabindex -1 (focusable by script only). Answers the heading's text.
 */
export function focusPageStart(): string | undefined {
  const target = pageStart();
  if (!target) return undefined;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target.tagName === 'H1' ? (target.textContent ?? undefined) : undefined;
}

/** Resolves once the routed page has drawn its h1 (lazy pages arrive later), or after `timeoutMs`. */
export function whenPageHeadingShows(signal: AbortSignal, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const hasHeading = () => document.getElementById(MAIN_CONTENT_ID)?.querySelector('h1');
    if (hasHeading()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (hasHeading()) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, timeoutMs);
    signal.addEventListener('abort', done);
  });
}
