import type { EventObject } from 'xstate';
import type { EnvironmentContext } from '../../../machines/environment/environment.types';
import { tenantEnvironment } from '../fixtures/environment.fixtures';
import { awaitingAnswerOf, type Facts, logsFailureOf, type StateOracles } from '../oracle';

/** The environment list is kept on the device for an offline start, and forgotten at sign-out. */
const keepsNoSignedOutList: Facts<EnvironmentContext> = {
  "keeps neither the signed-out user's environments nor their choice": ({ context }) =>
    context.environments.length === 0 && context.selectedId === null,
};

const selected = (context: EnvironmentContext) =>
  context.environments.find((environment) => environment.id === context.selectedId);

/** Environment states from the spec (section 5: one tenant environment at a time). */
export const environmentOracles: StateOracles<EnvironmentContext> = {
  idle: {
    // The model starts with a saved selection but no kept list, and the configured tenant environment.
    'with no list kept, knows no environments and announces none': ({ context, emittedNow }) =>
      context.environments.length === 0 &&
      !emittedNow.some((emitted) => emitted.type === 'environment.changed'),
    'wears the configured tenant environment from the start': ({ context }) =>
      context.tenantEnvironment === tenantEnvironment,
    'shows no environment list yet': ({ tags }) => !tags.has('signedIn') && !tags.has('busy'),
  },
  loading: {
    'asks the server for the environments': ({ event, startedNow }) =>
      event.type !== 'environment.refresh' || startedNow.some((child) => child.id === 'fetchEnvironments'),
    ...awaitingAnswerOf('fetchEnvironments'),
    'shows a busy switcher for a signed-in user': ({ tags }) => tags.has('busy') && tags.has('signedIn'),
  },
  ready: {
    'is signed in and not busy': ({ tags }) => tags.has('signedIn') && !tags.has('busy'),
    'has selected an environment of the list': ({ context }) =>
      context.environments.some((environment) => environment.id === context.selectedId),
    'the user can switch to any other listed environment': ({ context, can }) =>
      context.environments
        .filter((environment) => environment.id !== context.selectedId)
        .every((environment) => can({ type: 'environment.select', id: environment.id } as EventObject)),
    'a switch to another listed environment selects it': ({ event, before, context }) => {
      const id = (event as { id?: string }).id;
      return (
        event.type !== 'environment.select' ||
        id === before.selectedId ||
        !before.environments.some((environment) => environment.id === id) ||
        context.selectedId === id
      );
    },
    'shows the list the server answered': ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchEnvironments' ||
      context.environments === (event as { output?: unknown }).output,
    'tells the portal which environment it now wears': ({ event, before, context, emittedNow }) =>
      (event.type !== 'xstate.done.actor.fetchEnvironments' && before.selectedId === context.selectedId) ||
      emittedNow.some(
        (emitted) =>
          emitted.type === 'environment.changed' &&
          (emitted as { environment?: unknown }).environment === selected(context),
      ),
    'a move to another environment resets the filter and the tabs; the same one, or a first one, keeps them':
      ({ before, context, sentNow }) => {
        const resets = [
          sentNow('filter', 'filter.resetForEnvironment').length,
          sentNow('toggles', 'toggles.environmentChanged').length,
        ];
        return before.selectedId === null || before.selectedId === context.selectedId
          ? resets.every((count) => count === 0)
          : resets.every((count) => count === 1);
      },
    'a switch by the user is counted and syncs the new environment': ({ event, before, context, sentNow }) =>
      event.type !== 'environment.select' ||
      before.selectedId === context.selectedId ||
      (sentNow('usage', 'usage.track').some((tracked) => {
        const { event: name, properties } = tracked as {
          event?: string;
          properties?: { environmentId?: string; environmentName?: string };
        };
        return (
          name === 'Qap switched environment' &&
          properties?.environmentId === context.selectedId &&
          properties?.environmentName === selected(context)?.name
        );
      }) &&
        sentNow('sync', 'sync.full').some((full) => (full as { signedIn?: boolean }).signedIn === true)),
  },
  failed: {
    'shows an error to a signed-in user': ({ tags }) => tags.has('error') && tags.has('signedIn'),
  },
  loadingTenant: {
    'asks the server for the tenant environment': ({ event, startedNow }) =>
      event.type !== 'environment.signedOut' ||
      startedNow.some((child) => child.id === 'fetchTenantEnvironment'),
    ...awaitingAnswerOf('fetchTenantEnvironment'),
    'is busy and signed out': ({ tags }) => tags.has('busy') && !tags.has('signedIn'),
    ...keepsNoSignedOutList,
  },
  anonymous: {
    'is signed out and not busy': ({ tags }) => !tags.has('signedIn') && !tags.has('busy'),
    "wears the tenant environment's theme when it arrived": ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchTenantEnvironment' ||
      context.tenantEnvironment === (event as { output?: unknown }).output,
    ...keepsNoSignedOutList,
  },
};

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(environmentOracles))
  Object.assign(facts, logsFailureOf('fetchEnvironments'), logsFailureOf('fetchTenantEnvironment'));
