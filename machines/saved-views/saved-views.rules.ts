import { SAVED_VIEW_LIMITS } from '../../contract/saved-view-limits';
import { ROUTES } from '../shared/routes';
import type {
  SavedView,
  SavedViewChange,
  SavedViewFailure,
  SavedViewProblem,
  SavedViewStep,
  SavedViewsEvent,
} from './saved-views.types';

const PROBLEMS: readonly SavedViewProblem[] = [
  'nameRequired',
  'nameTaken',
  'tooMany',
  'invalid',
  'notFound',
  'notAuthorized',
  'failed',
];

/** The problem an effect failed with; anything else is a plain failure. */
export function problemOf(error: unknown): SavedViewProblem {
  const problem = (error as Partial<SavedViewFailure> | null)?.problem;
  return problem && PROBLEMS.includes(problem) ? problem : 'failed';
}

/** The name as the server keeps it (trimmed); empty means none was given. */
export const cleanName = (name: string) => name.trim();

/** The server refuses the 101st view of a user; the portal says so before asking. */
export const isAtViewLimit = (views: readonly SavedView[]) => views.length >= SAVED_VIEW_LIMITS.viewsPerUser;

/** By name, as the server lists them (case-insensitive). */
export const byName = (views: SavedView[]) =>
  [...views].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id),
  );

/** One view replaced by its new version; a new start page unmakes the others (one per user and environment). */
export function withChangedView(views: SavedView[], changed: SavedView): SavedView[] {
  const others = views
    .filter((view) => view.id !== changed.id)
    .map((view) => (changed.isStartPage && view.isStartPage ? { ...view, isStartPage: false } : view));
  return byName([...others, changed]);
}

/**
 * The start page rule (docs/ui.md, Saved views): it opens in place of Index or Home only when the
 * portal was opened at `/` or `/home` with no query at all, and the user is still on that page.
 * Any other address (a shared link, a bookmark of a filtered page, Back) is honoured as it is.
 */
export function isPlainStartAddress(openedAt: string): boolean {
  return openedAt === ROUTES.Index.path || openedAt === ROUTES.Home.path;
}

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0];

export function startPageToOpen(
  views: readonly SavedView[],
  openedAt: string,
  currentPath: string,
): SavedView | undefined {
  if (!isPlainStartAddress(openedAt) || pathnameOf(currentPath) !== pathnameOf(openedAt)) return undefined;
  return views.find((view) => view.isStartPage);
}

/** A view is shared as the portal's root with `?view=<id>` (docs/ui.md, Saved views). */
export const SHARE_PARAM = 'view';

export const shareLinkOf = (origin: string, id: string) =>
  `${origin}/?${SHARE_PARAM}=${encodeURIComponent(id)}`;

/** The id of a shared view the address asks to open, or null. */
export const sharedViewIdOf = (search: string): string | null =>
  new URLSearchParams(search).get(SHARE_PARAM) || null;

/** What a rename or a start-page request changes (null for any other event). */
export function changeOf(event: SavedViewsEvent): SavedViewChange | null {
  if (event.type === 'savedViews.rename') return { name: cleanName(event.name) };
  if (event.type === 'savedViews.setStartPage') return { isStartPage: event.isStartPage };
  return null;
}

/** The step a change belongs to, so its problem shows next to the control that asked. */
export const stepOfChange = (change: SavedViewChange | null): SavedViewStep =>
  change && 'name' in change ? 'rename' : 'startPage';
