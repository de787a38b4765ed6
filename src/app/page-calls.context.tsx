import { createContext, type ReactNode, useContext } from 'react';
import type { QpsClient } from '../services/api';

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

/**
 * The composition root hands down its one QPS client (tests hand down fakes). The component
 * layer never builds a client of its own (tests/unit/architecture/import-rules.test.ts).
 */
export function PageCallsProvider({ calls, children }: { calls: PageCalls; children: ReactNode }) {
  return <PageCallsContext.Provider value={calls}>{children}</PageCallsContext.Provider>;
}

export function usePageCalls(): PageCalls {
  const calls = useContext(PageCallsContext);
  if (!calls)
    throw new Error('usePageCalls needs a PageCallsProvider above it (the composition root gives one).');
  return calls;
}
