import { createContext, type ReactNode, useContext } from 'react';
import type { QpsClient } from '../../services/api';

/**
 * The non-getResult calls the pages make (binary files and survey answers). The composition
 * root provides them from the QPS client; without a provider, the pages show that the files are
 * unavailable instead of failing.
 */
export type PageCalls = Pick<
  QpsClient,
  'getFacilityThumbnail' | 'downloadActivityDocument' | 'getSurveys' | 'getSurveyAnswers'
>;

const PageCallsContext = createContext<PageCalls | null>(null);

export function PageCallsProvider({ calls, children }: { calls: PageCalls; children: ReactNode }) {
  return <PageCallsContext.Provider value={calls}>{children}</PageCallsContext.Provider>;
}

export function usePageCalls(): PageCalls | null {
  return useContext(PageCallsContext);
}
