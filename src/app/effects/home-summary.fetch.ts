import type { Actor } from 'xstate';
import type { PageDataResult } from '../../../machines/page-data';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { selectHomeDataFor, type syncMachine } from '../../../machines/sync';
import type { Runtime } from '../compose/runtime';

/** The key whose answer the sync loads anyway (its homeData step). */
export const HOME_SUMMARY_KEY = 'Home/Summary';

/**
 * How long a finished sync's answer is Home's too: the page is drawn right after the sync that
 * a sign-in or a filter change started; later (another environment, a reload) it asks itself.
 */
const FRESH_MS = 5_000;

type SyncActor = Actor<typeof syncMachine>;
type SyncSnapshot = ReturnType<SyncActor['getSnapshot']>;

/**
 * Home's figures as the sync loaded them for `filter` (no request twice). The sync
 * loads Home/Summary after sign-in and on every filter change; Home, drawn at the same moment,
 * waits for that answer instead of asking the server again. Undefined when the sync has no fresh
 * one for this filter (another filter, no Home permission, a failed or older sync): the page asks.
 * Which filter the sync's figures belong to is the sync machine's rule (selectHomeDataFor), so an
 * answer for a filter left behind by a quick Back is never taken for the restored one's.
 */
export function homeSummaryFromSync(
  runtime: Runtime,
  filter: unknown,
  signal: AbortSignal,
): Promise<PageDataResult | undefined> {
  const sync = runtime.root?.system.get(SYSTEM_IDS.sync) as SyncActor | undefined;
  if (!sync) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const settle = (snapshot: SyncSnapshot) => {
      const held = selectHomeDataFor(snapshot, filter);
      if (held.status === 'loading') return; // its Home/Summary is on the way
      const { lastSync } = snapshot.context;
      const fresh = lastSync !== null && Date.now() - lastSync < FRESH_MS;
      finish(
        held.status === 'loaded' && fresh ? { data: [held.homeData], texts: {}, options: {} } : undefined,
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
