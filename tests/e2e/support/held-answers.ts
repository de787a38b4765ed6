import type { Page, Route } from 'playwright-core';

const GET_RESULT = '**/api/qps/query/getResult**';

export interface HeldAnswers {
  /** Resolves once a held request asked for this query key (the `hint` of getResult). */
  arrived(key: string): Promise<void>;
  /** Lets every held request through (late), and holds no more. */
  release(): Promise<void>;
}

/**
 * Holds back the getResult answers asked for one filter (its wire form contains `filterPart`, e.g.
 * `"awardedLevels":[2]`) until `release()`: the answers of a filter the user has just left arrive
 * late, as on a slow network. A request the portal cancelled meanwhile is simply gone.
 */
export async function holdAnswersForFilter(page: Page, filterPart: string): Promise<HeldAnswers> {
  const held: Route[] = [];
  const waiters: { key: string; resolve: () => void }[] = [];
  const keyOf = (route: Route) => new URL(route.request().url()).searchParams.get('hint');
  const tellWaiters = () => {
    for (const waiter of waiters.filter((w) => held.some((route) => keyOf(route) === w.key))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !(request.postData() ?? '').includes(filterPart))
      return route.fallback();
    held.push(route);
    tellWaiters();
  };
  await page.route(GET_RESULT, handler);
  return {
    arrived: (key) =>
      new Promise((resolve) => {
        waiters.push({ key, resolve });
        tellWaiters();
      }),
    release: async () => {
      await page.unroute(GET_RESULT, handler);
      // A request the portal aborted cannot be continued any more: that is the point.
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}
