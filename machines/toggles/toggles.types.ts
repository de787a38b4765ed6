/**
 * Tab toggles (spec section 2): which tabs and maps are shown, loaded for the filtered
 * facilities from getResult 'General/AppToggles'. Persistent slice 'toggles'.
 */
import type { PageToggle } from '../../contract/query.schemas';
import type { AppToggles } from '../../contract/domain.types';
import type { RestorableInput } from '../shared/persistence';
import type { NavigateRequest, RouteName } from '../shared/routes';

export type TogglesInput = RestorableInput<AppToggles>;

export interface TogglesContext {
  toggles: AppToggles;
  /** The page toggles the environment switches on that the filtered facilities turn off (the drawer says so). */
  filterHides: PageToggle[];
  /** The route the user is on, as told by the router bridge. */
  routeName: RouteName | null;
}

export type TogglesEvent =
  | { type: 'toggles.load'; facilitySet: string }
  | { type: 'toggles.environmentChanged' }
  | { type: 'toggles.routeChanged'; routeName: RouteName };

/** Input of the `loadToggles` effect: getResult 'General/AppToggles' for the facility-set handle. */
export interface LoadTogglesInput {
  facilitySet: string;
}

/** Output of `loadToggles`: the first row (flags it lacks keep their value), or null when empty. */
export type LoadTogglesOutput = (Partial<AppToggles> & { filterHides?: PageToggle[] }) | null;

/** Emitted: ask the router to go to a named route (the root re-emits it to src/app). */
export type TogglesEmitted = NavigateRequest;
