import { assertEvent, assign, type DoneActorEvent, emit, fromPromise, setup } from 'xstate';
import type { PageToggle } from '../../contract/query.schemas';
import type { AppToggles } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import { DEFAULT_TOGGLES, mergeToggles } from './toggles.rules';
import type {
  LoadTogglesInput,
  LoadTogglesOutput,
  TogglesContext,
  TogglesEmitted,
  TogglesEvent,
  TogglesInput,
} from './toggles.types';

/** The toggles after a load: what the guard judges and what is assigned. */
const withLoadedToggles = ({
  context,
  event,
}: {
  context: TogglesContext;
  event: DoneActorEvent<LoadTogglesOutput>;
}) => ({
  toggles: mergeToggles(context.toggles, event.output),
  filterHides: event.output?.filterHides ?? [],
});

/**
 * Tab toggles (spec section 2). Loaded for the filtered facilities on `toggles.load`; routing
 * rules: the network tab turning off while on Network, and an environment change while on
 * Facility Numbers, each emit `navigate` to Index. Until the selected environment's toggles have
 * answered (`unknown`), the kept or default toggles only draw the drawer: a page they would hide
 * is not judged on them (a cold link waits); a failed load (`failed`) says it could not be checked.
 */
export const togglesMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as TogglesContext,
    events: {} as TogglesEvent,
    input: {} as TogglesInput,
    emitted: {} as TogglesEmitted,
  },
  actors: {
    /** getResult 'General/AppToggles' for the filtered facilities' handle (never their ids). */
    loadToggles: fromPromise<LoadTogglesOutput, LoadTogglesInput>(() => notImplemented('loadToggles')),
  },
  actions: {
    assignToggles: assign((_, params: { toggles: AppToggles; filterHides: PageToggle[] }) => ({
      toggles: params.toggles,
      filterHides: params.filterHides,
    })),
    assignRoute: assign({
      routeName: ({ event }) => {
        assertEvent(event, 'toggles.routeChanged');
        return event.routeName;
      },
    }),
    hideFacilityNumbersTab: assign({
      toggles: ({ context }) => ({ ...context.toggles, showFacilityNumbersTab: false }),
    }),
    navigateToIndex: emit({ type: 'navigate', routeName: 'Index' } as const),
    logTogglesError: (_, _params: { error: unknown }) => notImplemented('logTogglesError'),
  },
  guards: {
    isNetworkTabHiddenOnNetwork: ({ context }, params: { toggles: AppToggles; filterHides: PageToggle[] }) =>
      !params.toggles.showNetworkTab && context.routeName === 'Network',
    isOnFacilityNumbers: ({ context }) => context.routeName === 'FacilityNumbers',
  },
}).createMachine({
  id: 'toggles',
  description:
    'Which tabs are shown (network, facility numbers, yearly performance, maps, extended figures) for the filtered facilities.',
  context: ({ input }) => ({
    toggles: mergeToggles(DEFAULT_TOGGLES, input.restored ?? null),
    routeName: null,
    filterHides: [],
  }),
  initial: 'unknown',
  on: {
    // The latest facility selection wins: a new load replaces one in flight.
    'toggles.load': {
      target: '.loading',
      description: 'New filtered facilities: load their toggles (a load in flight is replaced).',
    },
    'toggles.routeChanged': { description: 'Remember the page the user is on.', actions: 'assignRoute' },
    'toggles.environmentChanged': [
      {
        guard: 'isOnFacilityNumbers',
        target: '.unknown',
        description:
          'The environment changed on Facility Numbers: the tab hides, the user goes Home, and the new toggles are not known yet.',
        actions: ['hideFacilityNumbersTab', 'navigateToIndex'],
      },
      {
        target: '.unknown',
        description:
          'The environment changed on another page: the Facility Numbers tab hides; the new toggles are not known yet.',
        actions: 'hideFacilityNumbersTab',
      },
    ],
  },
  states: {
    unknown: {
      description:
        'No toggles have answered for the selected environment yet (a cold start, a new environment): the kept or default ones draw the tabs, and a page they would hide waits.',
    },
    idle: {
      description: "The toggles are known: they answered for the selected environment's filtered facilities.",
    },
    failed: {
      description:
        'Loading failed: the toggles stay as they were, and a page they would hide says it could not be checked.',
      tags: ['error'],
    },
    loading: {
      description: 'Loading the tab toggles for the filtered facilities.',
      tags: ['busy'],
      invoke: {
        id: 'loadToggles',
        src: 'loadToggles',
        input: ({ event }) => {
          assertEvent(event, 'toggles.load');
          return { facilitySet: event.facilitySet };
        },
        onDone: [
          {
            guard: {
              type: 'isNetworkTabHiddenOnNetwork',
              params: withLoadedToggles,
            },
            target: 'idle',
            description: 'The network tab turned off while the user is on it: back to Home.',
            actions: [{ type: 'assignToggles', params: withLoadedToggles }, 'navigateToIndex'],
          },
          {
            target: 'idle',
            description: 'The toggles arrived: the tabs and maps are shown or hidden by them.',
            actions: {
              type: 'assignToggles',
              params: withLoadedToggles,
            },
          },
        ],
        onError: {
          target: 'failed',
          description: 'Loading failed: the toggles stay as they were, unchecked.',
          actions: { type: 'logTogglesError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
