import type { EventObject } from 'xstate';
import type { TogglesContext } from '../../../machines/toggles/toggles.types';
import { RESTORED_TOGGLES } from '../fixtures/toggles.fixtures';
import { awaitingAnswerOf, logsFailureOf, type StateOracles } from '../oracle';

/**
 * Tab toggles (spec section 4): the toggles of the filtered facilities decide which tabs show; a
 * tab that disappears while the user is on it sends the user Home; an environment change hides
 * the facility numbers tab.
 */
const navigatesHome = (emitted: readonly { type: string }[]) =>
  emitted.some(
    (event) => event.type === 'navigate' && (event as { routeName?: string }).routeName === 'Index',
  );

export const togglesOracles: StateOracles<TogglesContext> = {
  // Nothing answered for the selected environment yet: the kept toggles draw the tabs, no more.
  unknown: {
    'starts with the toggles kept on the device': ({ event, context }) =>
      event.type !== 'xstate.init' || JSON.stringify(context.toggles) === JSON.stringify(RESTORED_TOGGLES),
    'is where the machine starts, and where an environment change leads (a route change stays)': ({
      event,
    }) => ['xstate.init', 'toggles.environmentChanged', 'toggles.routeChanged'].includes(event.type),
    'is not busy and reports no failure': ({ tags }) => !tags.has('busy') && !tags.has('error'),
  },
  idle: {
    'is reached only by an answer of the load (a route change stays)': ({ event }) =>
      ['xstate.done.actor.loadToggles', 'toggles.routeChanged'].includes(event.type),
    'is not busy': ({ tags }) => !tags.has('busy'),
    'knows which tabs to show': ({ context }) => typeof context.toggles.showNetworkTab === 'boolean',
    'shows the tabs as loaded': ({ event, context }) => {
      const loaded = (event as { output?: Record<string, unknown> | null }).output;
      return (
        event.type !== 'xstate.done.actor.loadToggles' ||
        !loaded ||
        Object.entries(loaded).every(
          ([key, value]) => context.toggles[key as keyof typeof context.toggles] === value,
        )
      );
    },
    'sends the user Home when the Network tab they are on disappears': ({ event, context, emittedNow }) =>
      event.type !== 'xstate.done.actor.loadToggles' ||
      context.routeName !== 'Network' ||
      context.toggles.showNetworkTab ||
      navigatesHome(emittedNow),
  },
  failed: {
    'is reached only by a failed load (a route change stays)': ({ event }) =>
      ['xstate.error.actor.loadToggles', 'toggles.routeChanged'].includes(event.type),
    'reports the failure and is not busy': ({ tags }) => tags.has('error') && !tags.has('busy'),
  },
  loading: {
    'takes the answer of the load, and its failure': ({ can }) =>
      can({ type: 'xstate.done.actor.loadToggles', output: null } as EventObject) &&
      can({ type: 'xstate.error.actor.loadToggles', error: new Error('failed') } as EventObject),
    ...awaitingAnswerOf('loadToggles'),
    'is busy': ({ tags }) => tags.has('busy'),
    // The latest selection wins: every toggles.load asks again, by the facility-set handle.
    'asks for the toggles of the facility set just handed over': ({ event, startedNow }) =>
      event.type !== 'toggles.load' ||
      startedNow.some(
        (child) =>
          child.id === 'loadToggles' &&
          (child.input as { facilitySet?: string }).facilitySet ===
            (event as { facilitySet?: string }).facilitySet,
      ),
  },
};

/** Facts of every state: the environment change rule holds wherever the machine is. */
for (const facts of Object.values(togglesOracles)) {
  facts['takes an environment change, a route change and a new load wherever it is'] = ({ can }) =>
    can({ type: 'toggles.environmentChanged' }) &&
    can({ type: 'toggles.routeChanged', routeName: 'Home' } as EventObject) &&
    can({ type: 'toggles.load', facilitySet: 'fs_x' } as EventObject);
  facts['an environment change hides the facility numbers tab'] = ({ event, context }) =>
    event.type !== 'toggles.environmentChanged' || !context.toggles.showFacilityNumbersTab;
  facts['an environment change on Facility Numbers sends the user Home'] = ({ event, context, emittedNow }) =>
    event.type !== 'toggles.environmentChanged' ||
    context.routeName !== 'FacilityNumbers' ||
    navigatesHome(emittedNow);
  facts['sends the user Home only when the tab they are on goes away'] = ({ event, context, emittedNow }) =>
    !navigatesHome(emittedNow) ||
    (event.type === 'toggles.environmentChanged' && context.routeName === 'FacilityNumbers') ||
    (event.type === 'xstate.done.actor.loadToggles' &&
      context.routeName === 'Network' &&
      !context.toggles.showNetworkTab);
  facts['a route change is remembered'] = ({ event, context }) =>
    event.type !== 'toggles.routeChanged' ||
    context.routeName === (event as { routeName?: string }).routeName;
}

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(togglesOracles))
  Object.assign(facts, logsFailureOf('loadToggles', 'logTogglesError'));
