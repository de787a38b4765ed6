import { assertEvent, assign, emit, not, sendTo, setup } from 'xstate';
import { SYSTEM_IDS } from '../shared/system-ids';
import {
  activeFilterCount,
  DEFAULT_FILTER,
  defaultFilterFor,
  isSameFilter,
  toWireFilter,
} from './filter.rules';
import type { FilterContext, FilterEmitted, FilterEvent, FilterInput } from './filter.types';

/**
 * The facility filter. A facility user (spec section 5) is held in `facilityUser`, where the
 * filter is the default with activeStates emptied and cannot be narrowed.
 * Every change sends `sync.data {filter}` (the wire filter) to sync and
 * `usage.track 'Qap filtered facilities'` to usage.
 */
export const filterMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as FilterContext,
    events: {} as FilterEvent,
    input: {} as FilterInput,
    emitted: {} as FilterEmitted,
  },
  actions: {
    assignPatch: assign({
      filter: ({ context, event }) => {
        assertEvent(event, 'filter.set');
        return { ...context.filter, ...event.patch };
      },
    }),
    assignUserDefault: assign({ filter: ({ context }) => defaultFilterFor(context.isFacilityUser) }),
    markFacilityUser: assign({ isFacilityUser: true }),
    markUnrestricted: assign({ isFacilityUser: false }),
    sendFilterToSync: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.sync),
      ({ context }) => ({ type: 'sync.data', filter: toWireFilter(context.filter) }),
    ),
    trackFilterChange: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.usage),
      ({ context }) => ({
        type: 'usage.track',
        event: 'Qap filtered facilities',
        properties: { activeFilterCount: activeFilterCount(context.filter) },
      }),
    ),
    rejectNarrowing: emit({ type: 'filter.rejected', reason: 'facilityUserCannotNarrow' } as const),
  },
  guards: {
    isFacilityUserEvent: ({ event }) => {
      assertEvent(event, 'filter.userChanged');
      return event.isFacilityUser;
    },
    isChangingPatch: ({ context, event }) => {
      assertEvent(event, 'filter.set');
      return !isSameFilter(context.filter, { ...context.filter, ...event.patch });
    },
    isNotDefault: ({ context }) => !isSameFilter(context.filter, defaultFilterFor(context.isFacilityUser)),
  },
}).createMachine({
  id: 'filter',
  description: 'The facility filter: every change reloads the data; a facility user cannot narrow it.',
  context: ({ input }) => ({
    // Merged over the default so a slice saved before a dimension existed still has every key.
    filter: { ...DEFAULT_FILTER, ...input.restored?.filter },
    isFacilityUser: false,
  }),
  initial: 'unrestricted',
  on: {
    'filter.resetForEnvironment': {
      description: 'The environment changed: the filter goes back to the default.',
      actions: ['assignUserDefault', 'sendFilterToSync', 'trackFilterChange'],
    },
  },
  states: {
    unrestricted: {
      description: 'The user may filter freely.',
      on: {
        'filter.set': {
          guard: 'isChangingPatch',
          description: 'The user changed the filter: the data reloads.',
          actions: ['assignPatch', 'sendFilterToSync', 'trackFilterChange'],
        },
        'filter.reset': {
          guard: 'isNotDefault',
          description: 'The user reset the filter to the default.',
          actions: ['assignUserDefault', 'sendFilterToSync', 'trackFilterChange'],
        },
        'filter.userChanged': {
          guard: 'isFacilityUserEvent',
          target: 'facilityUser',
          description: 'A facility user signed in: the filter is fixed to their facilities.',
          actions: ['markFacilityUser', 'assignUserDefault', 'sendFilterToSync', 'trackFilterChange'],
        },
      },
    },
    facilityUser: {
      description:
        'A facility user: the filter stays at their default (no active/inactive restriction) and cannot be narrowed.',
      tags: ['readOnly'],
      on: {
        'filter.set': { description: 'Narrowing is refused with a notice.', actions: 'rejectNarrowing' },
        'filter.userChanged': {
          guard: not('isFacilityUserEvent'),
          target: 'unrestricted',
          description: 'Another user who is not a facility user: the filter is free again.',
          actions: ['markUnrestricted', 'assignUserDefault', 'sendFilterToSync', 'trackFilterChange'],
        },
      },
    },
  },
});
