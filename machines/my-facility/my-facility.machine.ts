import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import { facilityDetailPath, isStillAt, shouldLand } from './my-facility.rules';
import type {
  FindMyFacilityInput,
  MyFacilityContext,
  MyFacilityEmitted,
  MyFacilityEvent,
  MyFacilityInput,
} from './my-facility.types';

/**
 * A facility user's facility: none (not a facility user) -> finding (the
 * server's scoped facility list answers their one facility) -> known. Once known, the
 * facility's page replaces Index or Home if the portal was opened there (once per visit).
 */
export const myFacilityMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as MyFacilityContext,
    events: {} as MyFacilityEvent,
    input: {} as MyFacilityInput,
    emitted: {} as MyFacilityEmitted,
  },
  actors: {
    findMyFacility: fromPromise<number | null, FindMyFacilityInput>(() => notImplemented('findMyFacility')),
  },
  actions: {
    storeUser: assign({
      environmentId: ({ event }) => {
        assertEvent(event, 'myFacility.userChanged');
        return event.environmentId;
      },
      facilityId: null,
    }),
    storePath: assign({
      path: ({ event }) => {
        assertEvent(event, 'myFacility.addressChanged');
        return event.path;
      },
    }),
    storeFacility: assign({ facilityId: (_, facilityId: number | null) => facilityId }),
    considerLanding: assign({ landingConsidered: true }),
    land: emit(({ context }) => ({
      type: 'myFacility.navigate' as const,
      path: facilityDetailPath(context.facilityId as number),
    })),
  },
  guards: {
    isFacilityUserInEnvironment: ({ event }) => {
      assertEvent(event, 'myFacility.userChanged');
      return event.isFacilityUser && event.environmentId !== null;
    },
    canLand: ({ context }) =>
      context.facilityId !== null && !context.landingConsidered && shouldLand(context.openedAt, context.path),
    hasLeftOpenedPage: ({ context, event }) => {
      assertEvent(event, 'myFacility.addressChanged');
      return !isStillAt(context.openedAt, event.path);
    },
  },
}).createMachine({
  id: 'myFacility',
  description: "A facility user's own facility, and their landing on its page.",
  context: ({ input }) => ({
    openedAt: input.openedAt,
    path: input.openedAt,
    environmentId: null,
    facilityId: null,
    landingConsidered: false,
  }),
  on: {
    'myFacility.userChanged': [
      {
        guard: 'isFacilityUserInEnvironment',
        target: '.finding',
        description: 'A facility user in an environment: their facility is looked up.',
        actions: 'storeUser',
      },
      { target: '.none', description: 'Anyone else, or no environment: no facility.', actions: 'storeUser' },
    ],
    'myFacility.addressChanged': [
      {
        guard: 'hasLeftOpenedPage',
        description: 'The user left the page the portal opened at: no landing any more.',
        actions: ['storePath', 'considerLanding'],
      },
      { description: 'The address changed (the filter written into it).', actions: 'storePath' },
    ],
  },
  initial: 'none',
  states: {
    none: { description: 'Not a facility user (or not signed in): nothing to do.' },
    finding: {
      description: 'Asking the server for the one facility it lets this user see.',
      invoke: {
        id: 'findMyFacility',
        src: 'findMyFacility',
        input: ({ context }) => ({ environmentId: context.environmentId as string }),
        onDone: {
          target: 'known',
          description: 'The server named the facility (or none): its page can open and Home can link to it.',
          actions: { type: 'storeFacility', params: ({ event }) => event.output },
        },
        onError: {
          target: 'known',
          description:
            'The facility could not be found: the portal stays where it is, Home shows its card without links.',
          actions: 'considerLanding',
        },
      },
    },
    known: {
      description: 'The facility is known (or could not be): pages read it.',
      always: {
        guard: 'canLand',
        description: "Opened at the plain root, its filter written: the facility's page opens instead.",
        actions: ['considerLanding', 'land'],
      },
    },
  },
});
