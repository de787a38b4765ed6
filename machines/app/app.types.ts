/**
 * The root actor (spec sections 2, 8): loads /config.json, restores the persistent slices,
 * spawns every child, forwards route changes and re-emits the children's events so src/app
 * listens to the root only. Effects: `loadConfig` and `restorePersistedSlices` promise actors
 * (invoke id = name) and the `logError` action.
 */
import type { EnvironmentChanged } from '../environment/environment.types';
import type { FilterEmitted } from '../filter/filter.types';
import type { LanguageEmitted } from '../language/language.types';
import type { MyFacilityEmitted } from '../my-facility/my-facility.types';
import type { SavedViewsEmitted } from '../saved-views/saved-views.types';
import type { SessionEmitted } from '../session/session.types';
import type { Environment, RuntimeConfig } from '../../contract/domain.types';
import type { PersistId, StoredSlices } from '../shared/persistence';
import type { RouteName } from '../shared/routes';
import type { TogglesEmitted } from '../toggles/toggles.types';
import type { PageDataChildEvent } from './app.page-data';

export interface AppInput {
  /** The path the page was opened at (the router bridge reports later changes). */
  path: string;
  /** The `language` query parameter of the page address, if any. */
  queryLanguage?: string;
  /** The address (path and query) the page was opened at; `path` when not given. */
  address?: string;
}

export interface AppContext {
  config: RuntimeConfig | null;
  errorMessage: string | null;
  /** Where a start-up step asked the browser to go. */
  redirectTo: string | null;
  path: string;
  queryLanguage?: string;
  /** As told by the environment child (`environment.changed`). */
  selectedEnvironment: Environment | null;
  /** As told by the language child (`language.listLoaded`). */
  languagesLoaded: boolean;
  /** The address on screen, path and query, and its route (null until the router tells it). */
  address: string;
  addressRoute: RouteName | null;
  /** The address the main frame's children were last told; null while the frame is not open. */
  frameAddress: string | null;
}

/** Everything a child emits; the root re-emits each one unchanged. */
export type ChildEmitted =
  | SessionEmitted
  | EnvironmentChanged
  | LanguageEmitted
  | FilterEmitted
  | TogglesEmitted
  | SavedViewsEmitted
  | MyFacilityEmitted;

export type AppEvent =
  | {
      type: 'app.routeChanged';
      routeName: RouteName;
      path: string;
      params: Record<string, string | undefined>;
    }
  /** Every change of the address on screen, its query included (the frame's children follow it). */
  | { type: 'app.addressChanged'; routeName: RouteName; path: string }
  | { type: 'app.retry' }
  /** From the internal forwarder: a child emitted `event`. */
  | { type: 'app.childEmitted'; event: ChildEmitted }
  /** From a component's remote-data hook: open or close its page-data child (app.page-data.ts). */
  | PageDataChildEvent;

/** A start-up step that needs the browser to go elsewhere rejects with this shape. */
export interface StartupRedirect {
  redirectTo: string;
}

export interface AppEffects {
  /** GET /config.json. */
  loadConfig: { input: undefined; output: RuntimeConfig };
  /** Read the raw stored envelopes of the persistent slices (key `<id>-state`). */
  restorePersistedSlices: { input: { ids: PersistId[] }; output: StoredSlices };
}

export interface LogErrorParams {
  message: string;
  error?: unknown;
}

export type AppEmitted = ChildEmitted | { type: 'redirect'; url: string };
