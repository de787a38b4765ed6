/**
 * Saved views: named portal addresses kept on the server per user and
 * environment (contract/saved-view.schemas.ts). The machine lists the user's views, saves the
 * current address, renames, deletes, marks the start page, opens a view shared by link, and
 * opens the start page when the portal is opened at its plain root.
 */
import type { SavedView } from '../../contract/saved-view.schemas';

export type { SavedView };

/** What the user is told when a step is refused; the UI words each one. */
export type SavedViewProblem =
  | 'nameRequired'
  | 'nameTaken'
  | 'tooMany'
  | 'invalid'
  | 'notFound'
  | 'notAuthorized'
  | 'failed';

/** The step a problem belongs to, so the UI shows it next to the control that caused it. */
export type SavedViewStep = 'save' | 'rename' | 'startPage' | 'delete' | 'open';

export interface SavedViewIssue {
  step: SavedViewStep;
  problem: SavedViewProblem;
  /** The view the step was about (rename, start page, delete, open). */
  viewId?: string;
}

/** An effect that fails with one of these tells the machine which problem it was. */
export interface SavedViewFailure {
  problem: SavedViewProblem;
}

export interface SavedViewsInput {
  /** The address (path and query) the portal frame was opened at: decides the start page. */
  openedAt: string;
}

export interface SavedViewsContext {
  environmentId: string | null;
  /** The user's own views in the environment, by name. */
  views: SavedView[];
  /** Views of other users opened by link during this visit (not kept after a reload). */
  shared: SavedView[];
  /** The current address (path and query): what "save the current view" saves. */
  path: string;
  openedAt: string;
  /** The start page is considered once per visit, when the views first arrive. */
  startPageConsidered: boolean;
  /** A shared view to open, waiting for the list when it arrived early. */
  openingId: string | null;
  /** The view a change (rename, start page, delete) is about. */
  changingId: string | null;
  /** What a rename or start-page change asks for. */
  change: SavedViewChange | null;
  issue: SavedViewIssue | null;
}

export type SavedViewChange = { name: string } | { isStartPage: boolean };

export type SavedViewsEvent =
  | { type: 'savedViews.environmentChanged'; environmentId: string | null }
  | { type: 'savedViews.addressChanged'; path: string }
  | { type: 'savedViews.retry' }
  | { type: 'savedViews.save'; name: string }
  | { type: 'savedViews.rename'; id: string; name: string }
  | { type: 'savedViews.setStartPage'; id: string; isStartPage: boolean }
  | { type: 'savedViews.delete'; id: string }
  | { type: 'savedViews.open'; id: string }
  | { type: 'savedViews.dismissIssue' };

/**
 * To src/app: show another address in place of the current one (history replaced); a step the
 * user asked for is done (the form that asked can close, and the user is told).
 */
export type SavedViewsEmitted =
  | { type: 'savedViews.navigate'; path: string }
  | { type: 'savedViews.done'; step: SavedViewStep; name: string };

/** Inputs of the effects. */
export interface CreateViewInput {
  name: string;
  path: string;
}
export interface UpdateViewInput {
  id: string;
  change: SavedViewChange;
}
export interface ViewIdInput {
  id: string;
}
