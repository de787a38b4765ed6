import type { EnvironmentContext } from '../../../machines/environment/environment.types';
import type { StateOracles } from '../oracle';

/** Environment states from the spec (section 5: one tenant environment at a time). */
export const environmentOracles: StateOracles<EnvironmentContext> = {
  idle: {
    'shows no environment list yet': ({ tags }) => !tags.has('signedIn') && !tags.has('busy'),
  },
  loading: {
    'shows a busy switcher for a signed-in user': ({ tags }) => tags.has('busy') && tags.has('signedIn'),
  },
  ready: {
    'is signed in and not busy': ({ tags }) => tags.has('signedIn') && !tags.has('busy'),
    'has selected an environment of the list': ({ context }) =>
      context.environments.some((environment) => environment.id === context.selectedId),
  },
  failed: {
    'shows an error to a signed-in user': ({ tags }) => tags.has('error') && tags.has('signedIn'),
  },
  loadingTenant: {
    'is busy and signed out': ({ tags }) => tags.has('busy') && !tags.has('signedIn'),
  },
  anonymous: {
    'is signed out and not busy': ({ tags }) => !tags.has('signedIn') && !tags.has('busy'),
  },
};
