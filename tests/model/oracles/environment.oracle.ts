import type { EnvironmentContext } from '../../../machines/environment/environment.types';
import type { Facts, StateOracles } from '../oracle';

/** Issue 17: the environment list is kept on the device for an offline start, and forgotten at sign-out. */
const keepsNoSignedOutList: Facts<EnvironmentContext> = {
  "keeps no list of the signed-out user's environments": ({ context }) => context.environments.length === 0,
};

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
    ...keepsNoSignedOutList,
  },
  anonymous: {
    'is signed out and not busy': ({ tags }) => !tags.has('signedIn') && !tags.has('busy'),
    ...keepsNoSignedOutList,
  },
};
