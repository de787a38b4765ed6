import type { SectionData } from './PageState';

/**
 * A section that arrived but holds nothing to show (e.g. a summary row counting 0 facilities)
 * is shown as empty, like a query that returned no rows.
 */
export function emptyWhen<T extends SectionData>(data: T, isEmpty: boolean): T {
  return data.status === 'success' && isEmpty ? { ...data, status: 'empty' } : data;
}
