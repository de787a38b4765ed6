import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import { facilityDetailPath, shouldLand } from './my-facility.rules';
import type {
  FindMyFacilityInput,
  MyFacilityContext,
  MyFacilityEmitted,
  MyFacilityEvent,
  MyFacilityInput,
} from './my-facility.types';

/**
 * A facility user's facility (issue 15 item 8): none (not a facility user) -> finding (the
 * server's scoped facility list answers their one facility) -> known. When first known, the
 * facility's page replaces Index or Home if the portal was opened there.
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
    land: emit((_, facilityId: number) => ({
      type: 'myFacility.navigate' as const,
      path: facilityDetailPath(facilityId),
    })),
  },
  guards: {
    isFacilityUserInEnvironment: ({ event }) => {
      assertEvent(event, 'myFacility.userChanged');
      return event.isFacilityUser && event.environmentId !== null;
    },
    canLand: ({ context }, facilityId: number | null) =>
      facilityId !== null && !context.landingConsidered && shouldLand(context.openedAt, context.path),
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
    'myFacility.addressChanged': { description: 'The user moved.', actions: 'storePath' },
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
        onDone: [
          {
            guard: { type: 'canLand', params: ({ event }) => event.output },
            target: 'known',
            description: "Opened at the plain root: the facility's page opens instead.",
            actions: [
              { type: 'storeFacility', params: ({ event }) => event.output },
              'considerLanding',
              { type: 'land', params: ({ event }) => event.output as number },
            ],
          },
          {
            target: 'known',
            actions: [{ type: 'storeFacility', params: ({ event }) => event.output }, 'considerLanding'],
          },
        ],
        // Without it the portal stays where it is (Home shows its card without links).
        onError: { target: 'known', actions: 'considerLanding' },
      },
    },
    known: { description: 'The facility is known (or could not be): pages read it.' },
  },
});
