import type { AppContext } from '../../../machines/app/app.types';
import type { StateOracles } from '../oracle';

/** Start-up of the portal (spec section 2: configuration, saved choices, then the portal runs). */
export const appOracles: StateOracles<AppContext> = {
  loadingConfig: {
    'shows the start-up screen': ({ tags }) => tags.has('busy'),
    'shows no old error': ({ context }) => context.errorMessage === null,
  },
  restoring: {
    'shows the start-up screen': ({ tags }) => tags.has('busy'),
    'has a configuration': ({ context }) => context.config !== null,
  },
  running: {
    'is ready': ({ tags }) => tags.has('ready'),
    'runs one child machine per behaviour, and the forwarder of their events': ({ children }) =>
      [
        'session',
        'environment',
        'language',
        'permissions',
        'sync',
        'filter',
        'filterOptions',
        'toggles',
        'usage',
        'forwarder',
      ].every((id) => children.includes(id)),
    'has a configuration': ({ context }) => context.config !== null,
  },
  redirecting: {
    'is busy leaving': ({ tags }) => tags.has('busy'),
    'knows where to go': ({ context }) => context.redirectTo !== null,
  },
  failed: {
    'shows the error': ({ tags, context }) => tags.has('error') && Boolean(context.errorMessage),
    'offers a retry': ({ can }) => can({ type: 'app.retry' }),
  },
};
