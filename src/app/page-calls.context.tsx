import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createQpsClient, type QpsClient } from '../services/api';
import { useAppActor } from './app-actor.context';
import { readSession } from './compose/runtime';
import { showFailure } from './compose/show-failure';

/**
 * The non-getResult calls the pages make: binary files, survey answers, and the server-side
 * facility list, map and export. Pages reach them only through this context, never the service.
 */
export type PageCalls = Pick<
  QpsClient,
  | 'getFacilityThumbnail'
  | 'downloadActivityDocument'
  | 'getSurveys'
  | 'getSurveyAnswers'
  | 'listFacilities'
  | 'getFacilityMap'
  | 'exportFacilities'
>;

const PageCallsContext = createContext<PageCalls | null>(null);

/** The composition root may hand down its QPS client (tests hand down fakes). */
export function PageCallsProvider({ calls, children }: { calls: PageCalls; children: ReactNode }) {
  return <PageCallsContext.Provider value={calls}>{children}</PageCallsContext.Provider>;
}

/** Without a provider: a QPS client that reads configuration and session from the root actor at call time. */
function useRootActorCalls(): PageCalls {
  const actor = useAppActor();
  return useMemo(() => {
    const runtime = {
      get config() {
        return actor.getSnapshot().context.config;
      },
      root: actor,
    };
    return createQpsClient({
      baseUrl: () => runtime.config?.qesBaseUrl,
      getSession: () => readSession(runtime),
      notify: ({ message }) => showFailure(message),
      recordError: () => {},
    });
  }, [actor]);
}

export function usePageCalls(): PageCalls {
  const provided = useContext(PageCallsContext);
  const fallback = useRootActorCalls();
  return provided ?? fallback;
}
