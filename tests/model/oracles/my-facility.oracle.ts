import type { EventObject } from 'xstate';
import type { MyFacilityContext } from '../../../machines/my-facility/my-facility.types';
import { awaitingAnswerOf, type OracleView, type StateOracles } from '../oracle';

/**
 * My facility (docs/ui.md): a facility user's one facility is asked of the
 * server; once it is known, its page (`/facility/details/<id>`) replaces the plain start (`/` or
 * `/home`) the portal was opened at, once per visit, and never any other address.
 */
type Navigate = { type: string; path?: string };
const landings = (emitted: readonly Navigate[]) =>
  emitted.filter((event) => event.type === 'myFacility.navigate');
const pathname = (path: string) => path.split(/[?#]/, 1)[0];

type View = OracleView<MyFacilityContext>;

/** The user announced is a facility user in an environment (only they have a facility to find). */
const announcesFacilityUserInEnvironment = (event: EventObject) => {
  const news = event as { isFacilityUser?: boolean; environmentId?: string | null };
  return news.isFacilityUser === true && typeof news.environmentId === 'string';
};

/** What holds after these events whatever the state. */
const everywhere = {
  'a user announced is the user held, their facility not known yet (a network user after a facility user has none)':
    ({ event, context }: View) =>
      event.type !== 'myFacility.userChanged' ||
      (context.environmentId === (event as { environmentId?: string | null }).environmentId &&
        context.facilityId === null),
  'the address the user moved to is the one the landing rule reads': ({ event, context }: View) =>
    event.type !== 'myFacility.addressChanged' || context.path === (event as { path?: string }).path,
  'once the user leaves the page the portal opened at, no landing follows in this visit': ({
    event,
    context,
  }: View) =>
    event.type !== 'myFacility.addressChanged' ||
    pathname((event as { path?: string }).path ?? '') === pathname(context.openedAt) ||
    context.landingConsidered,
};

export const myFacilityOracles: StateOracles<MyFacilityContext> = {
  none: {
    ...everywhere,
    'is where the portal starts, and where a user who is not a facility user (or has no environment) is': ({
      event,
    }) =>
      event.type === 'myFacility.userChanged'
        ? !announcesFacilityUserInEnvironment(event)
        : event.type === 'xstate.init' || event.type === 'myFacility.addressChanged',
    'knows no facility': ({ context }) => context.facilityId === null,
    'asks the server nothing': ({ startedNow }) => !startedNow.some((child) => child.id === 'findMyFacility'),
    'opens no page': ({ emittedNow }) => landings(emittedNow).length === 0,
  },
  finding: {
    ...everywhere,
    ...awaitingAnswerOf('findMyFacility'),
    'is where a facility user in an environment is, and no one else': ({ event }) =>
      event.type !== 'myFacility.userChanged' || announcesFacilityUserInEnvironment(event),
    'asks for the facility of the environment the user is in': ({ event, startedNow }) =>
      event.type !== 'myFacility.userChanged' ||
      startedNow.some(
        (child) =>
          child.id === 'findMyFacility' &&
          (child.input as { environmentId?: string }).environmentId ===
            (event as { environmentId?: string }).environmentId,
      ),
    'knows no facility yet, and opens no page': ({ context, emittedNow }) =>
      context.facilityId === null && landings(emittedNow).length === 0,
  },
  known: {
    ...everywhere,
    'knows the facility the server answered (none when it answered none)': ({ event, context }) =>
      event.type !== 'xstate.done.actor.findMyFacility' ||
      context.facilityId === ((event as { output?: number | null }).output ?? null),
    'a page opens only for a facility the server answered': ({ context, emittedNow }) =>
      landings(emittedNow).length === 0 || context.facilityId !== null,
    'a page opened settles the landing for the visit': ({ context, emittedNow }) =>
      landings(emittedNow).length === 0 || context.landingConsidered,
    'never after a failed look-up: a failure settles the landing for the visit': ({ event, context }) =>
      event.type !== 'xstate.error.actor.findMyFacility' || context.landingConsidered,
    'a page opened is the facility’s own page': ({ context, emittedNow }) =>
      landings(emittedNow).every((landing) => landing.path === `/facility/details/${context.facilityId}`),
    'it replaces only the plain start the portal opened at, while the user is still there': ({
      context,
      emittedNow,
    }) =>
      landings(emittedNow).length === 0 ||
      (['/', '/home'].includes(pathname(context.openedAt)) &&
        pathname(context.path) === pathname(context.openedAt)),
    'once per visit: after a landing is considered, no page opens again': ({ before, emittedNow }) =>
      !before.landingConsidered || landings(emittedNow).length === 0,
    'a facility found while the user is still at the plain start, its filter written, opens its page': ({
      event,
      before,
      context,
      emittedNow,
    }) =>
      event.type !== 'xstate.done.actor.findMyFacility' ||
      context.facilityId === null ||
      before.landingConsidered ||
      !['/', '/home'].includes(pathname(context.openedAt)) ||
      pathname(context.path) !== pathname(context.openedAt) ||
      !new URLSearchParams(context.path.split('?')[1] ?? '').has('env') ||
      landings(emittedNow).length === 1,
    'a failed look-up opens no page': ({ event, emittedNow }) =>
      event.type !== 'xstate.error.actor.findMyFacility' || landings(emittedNow).length === 0,
  },
};
