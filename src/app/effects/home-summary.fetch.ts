import type { AnyActorRef } from 'xstate';
import { isSameFilter } from '../../../machines/filter';
import type { PageDataResult } from '../../../machines/page-data';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import type { Runtime } from '../compose/runtime';

/** The key whose answer the sync loads anyway (its homeData step). */
export const HOME_SUMMARY_KEY = 'Home/Summary';

/**
 * How long a finished sync's answer is Home's too: the page is drawn right after the sync that
 * a sign-in or a filter change started; later (another environment, a reload) it asks itself.
 */
const FRESH_MS = 5_000;

type SyncSnapshot = {
  context: { filter: unknown; homeData: unknown; lastSync: number | null };
  hasTag(tag: string): boolean;
};

/**
 * Home's figures as the sync loaded them for `filter` (issue 12: no request twice). The sync
 * loads Home/Summary after sign-in and on every filter change; Home, drawn at the same moment,
 * waits for that answer instead of asking the server again. Undefined when the sync has no fresh
 * one for this filter (another filter, no Home permission, a failed or older sync): the page asks.
 */
export function homeSummaryFromSync(
  runtime: Runtime,
  filter: unknown,
  signal: AbortSignal,
): Promise<PageDataResult | undefined> {
  const sync = runtime.root?.system.get(SYSTEM_IDS.sync) as AnyActorRef | undefined;
  if (!sync) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const settle = (snapshot: SyncSnapshot) => {
      if (!isSameFilter(snapshot.context.filter, filter)) return finish(undefined);
      if (snapshot.hasTag('syncing')) return; // its Home/Summary is on the way
      const { homeData: row, lastSync } = snapshot.context;
      const fresh = lastSync !== null && Date.now() - lastSync < FRESH_MS;
      finish(
        !fresh || row === null || row === undefined ? undefined : { data: [row], texts: {}, options: {} },
      );
    };
    const subscription = sync.subscribe((snapshot: SyncSnapshot) => settle(snapshot));
    const onAbort = () => finish(undefined);
    function finish(result: PageDataResult | undefined) {
      subscription.unsubscribe();
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    }
    signal.addEventListener('abort', onAbort);
    settle(sync.getSnapshot());
  });
}
