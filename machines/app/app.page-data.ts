/**
 * The pages' remote data: one page-data child of the root per component that
 * shows remote data, so the actor system and the inspector see every one. The component's hook
 * (src/app/hooks/remote-data.hooks.ts) opens its child under an id of its own when it mounts and
 * closes it when it unmounts; in between it reads the child and sends it `pageData.paramsChanged`
 * and `pageData.retry` itself. The composition root provides each kind's fetch.
 */
import { pageDataMachine } from '../page-data/page-data.machine';
import type { PageDataParams } from '../page-data/page-data.types';

/** The kinds of remote data, by the actor name the root spawns them under. */
export const PAGE_DATA_MACHINES = {
  /** getResult queries of the analytics pages (key = query key). */
  pageData: pageDataMachine,
  /** Server-side facility lists and maps of the signed-in pages (key = a facility-data key). */
  facilityData: pageDataMachine,
  /** Anonymous public facility data (key = a public-data key). */
  publicData: pageDataMachine,
  /** The filter panel's option lists outside the panel, such as breadcrumb names (key = an option source). */
  filterOptionData: pageDataMachine,
  /** The facility page's other calls: its thumbnail and survey answers (key = a facility-call key). */
  facilityCalls: pageDataMachine,
} as const;

export type PageDataLogic = keyof typeof PAGE_DATA_MACHINES;

/** What a component's hook tells the root about its page-data child. */
export type PageDataChildEvent =
  | { type: 'pageData.open'; id: string; logic: PageDataLogic; key: string; params: PageDataParams }
  | { type: 'pageData.close'; id: string };

/**
 * The root's transitions for them (any state: a page opens its child once it renders), with the
 * actions app.machine.ts implements. Test harnesses give their stand-in roots the same pair.
 */
export const PAGE_DATA_TRANSITIONS = {
  'pageData.open': {
    description:
      "A component that shows remote data mounted: its page-data child starts under the component's id.",
    actions: 'openPageDataChild',
  },
  'pageData.close': {
    description: 'The component unmounted: its page-data child stops.',
    actions: 'closePageDataChild',
  },
} as const;
