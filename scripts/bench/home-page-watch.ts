import type { Page, Request } from 'playwright-core';

/**
 * When signed-in Home counts as drawn: its heading is there, the recent-assessments table is there,
 * and nothing in the page's main region is loading any more (no skeleton, no map or section
 * marked aria-busy; the frame around it, filter panel included, does not count). The page
 * keeps the time (performance.now(), so from the document's navigation start) of the LAST moment
 * it became complete: an empty map drawn before the facilities arrive and redrawn after counts
 * at its second drawing.
 */
export async function watchHomeComplete(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as HomeWatch;
    w.__home = { completeAt: null, complete: false, mapsDrawnAt: null, mapsDrawn: false };
    // Inline, not a named const: tsx would wrap a named function in a helper the page lacks.
    new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === 'Home');
      const now =
        heading &&
        document.querySelector('main table') !== null &&
        document.querySelector('main [aria-busy="true"], main [data-testid^="skeleton-"]') === null;
      if (now && !w.__home.complete) w.__home.completeAt = performance.now();
      w.__home.complete = now;
      // the canvases' own drawing, apart: each map frame's canvas idle with its marks on it
      const frames = [...document.querySelectorAll('main [data-map-frame]')];
      const drawn =
        frames.length > 0 &&
        frames.every((frame) => {
          const canvas = frame.querySelector('[data-map-canvas][data-idle="true"]');
          return canvas !== null && Number(canvas.getAttribute('data-marks')) > 0;
        });
      if (drawn && !w.__home.mapsDrawn) w.__home.mapsDrawnAt = performance.now();
      w.__home.mapsDrawn = drawn;
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'data-testid', 'data-idle', 'data-marks'],
    });
  });
}

interface HomeWatch {
  __home: { completeAt: number | null; complete: boolean; mapsDrawnAt: number | null; mapsDrawn: boolean };
}

/** One API answer of the load, in milliseconds from the document's navigation start. */
export interface ApiTiming {
  url: string;
  startMs: number;
  endMs: number;
}

/**
 * The API answers of the current document in the order they were asked for (resource timing): a
 * late start is the portal's, a long start-to-end the network's or the server's; the last end,
 * beside the time Home was drawn, tells waiting for the server from drawing. (Without a
 * Timing-Allow-Origin header a cross-origin answer gives no finer split, such as its first byte.)
 */
export async function apiWaterfall(page: Page, apiOrigin: string): Promise<ApiTiming[]> {
  return page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(origin))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return {
            url: timing.name.slice(origin.length),
            startMs: timing.startTime,
            endMs: timing.responseEnd,
          };
        })
        .sort((a, b) => a.startMs - b.startMs),
    apiOrigin,
  );
}

/**
 * How many waves the answers came in: an answer asked for only after another one had arrived is a
 * wave later than it (the page may have needed it, or only rendered before asking). Answers asked
 * for together are one wave.
 */
export function requestWaves(timings: readonly ApiTiming[]): number {
  const wave = new Map<ApiTiming, number>();
  const byStart = [...timings].sort((a, b) => a.startMs - b.startMs);
  for (const timing of byStart) {
    const before = byStart.filter((other) => other !== timing && other.endMs <= timing.startMs);
    wave.set(timing, 1 + Math.max(0, ...before.map((other) => wave.get(other) ?? 0)));
  }
  return Math.max(0, ...wave.values());
}

/**
 * Milliseconds from navigation start to the last time every map canvas on Home had drawn its
 * answer (WebGL, after the figures); null while one has not.
 */
export async function mapsDrawnAt(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const { mapsDrawn, mapsDrawnAt } = (window as unknown as HomeWatch).__home;
    return mapsDrawn ? mapsDrawnAt : null;
  });
}

/** Milliseconds from navigation start to the last time Home became complete; null while it is not complete. */
export async function homeCompleteAt(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const { complete, completeAt } = (window as unknown as HomeWatch).__home;
    return complete ? completeAt : null;
  });
}

export interface ApiTraffic {
  requests: number;
  /** Response bodies as transferred (gzip where the server compressed). */
  bodyBytes: number;
  headerBytes: number;
  largest: { url: string; bytes: number } | null;
}

/**
 * Counts every finished response from the API origin (preflights included) from `start()` on;
 * `inFlight` tells when the portal has stopped asking.
 */
export function watchApiTraffic(page: Page, apiOrigin: string) {
  const sizes: Promise<{ url: string; body: number; headers: number }>[] = [];
  let inFlight = 0;
  const fromApi = (request: Request) => new URL(request.url()).origin === apiOrigin;
  page.on('request', (request) => {
    if (fromApi(request)) inFlight += 1;
  });
  page.on('requestfailed', (request) => {
    if (fromApi(request)) inFlight -= 1;
  });
  page.on('requestfinished', (request) => {
    if (!fromApi(request)) return;
    inFlight -= 1;
    sizes.push(
      request.sizes().then((size) => ({
        url: `${request.method()} ${new URL(request.url()).pathname}`,
        body: size.responseBodySize,
        headers: size.responseHeadersSize,
      })),
    );
  });
  return {
    origin: apiOrigin,
    inFlight: () => inFlight,
    start: () => {
      sizes.length = 0;
    },
    total: async (): Promise<ApiTraffic> => {
      const all = await Promise.all(sizes);
      const largest = all.reduce<(typeof all)[number] | null>(
        (top, entry) => (top && top.body >= entry.body ? top : entry),
        null,
      );
      return {
        requests: all.length,
        bodyBytes: all.reduce((sum, entry) => sum + entry.body, 0),
        headerBytes: all.reduce((sum, entry) => sum + entry.headers, 0),
        largest: largest && { url: largest.url, bytes: largest.body },
      };
    },
  };
}

/** Waits until Home is complete and no API request has been open for `quietMs`. */
export async function waitUntilSettled(
  page: Page,
  traffic: { inFlight: () => number },
  options: { quietMs: number; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (traffic.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= options.quietMs && (await homeCompleteAt(page)) !== null) return;
    await page.waitForTimeout(100);
  }
  const seen = await page.evaluate(() => ({
    url: location.href,
    home: (window as unknown as HomeWatch).__home,
    headings: [...document.querySelectorAll('h1')].map((h1) => h1.textContent),
    tables: document.querySelectorAll('main table').length,
    busy: [...document.querySelectorAll('main [aria-busy="true"], main [data-testid^="skeleton-"]')].map(
      (element) => element.outerHTML.slice(0, 160),
    ),
  }));
  throw new Error(
    `Home was not complete and quiet after ${options.timeoutMs} ms: ${JSON.stringify({ ...seen, inFlight: traffic.inFlight() })}`,
  );
}
