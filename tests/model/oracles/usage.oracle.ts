import type { UsageContext } from '../../../machines/usage/usage.types';
import type { StateOracles } from '../oracle';

/** Usage tracking (spec sections 2 and 4: who is identified; Exit when the window loses focus). */
export const usageOracles: StateOracles<UsageContext> = {
  user: {},
  'user.anonymous': {
    'identifies nobody': ({ context }) => context.identity === null,
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
    'monitors nobody': ({ context }) => !context.isMonitoring,
  },
  'user.signedIn': {
    'identifies the user': ({ context }) => context.identity !== null,
    'is tagged signedIn': ({ tags }) => tags.has('signedIn'),
    'monitors only a listed user': ({ context }) =>
      !context.isMonitoring ||
      Boolean(context.config.monitoring?.userIds?.includes(context.identity?.userId ?? '')),
  },
  focus: {},
  'focus.focused': {
    'is not away': ({ tags }) => !tags.has('away'),
  },
  'focus.blurred': {
    'is away': ({ tags }) => tags.has('away'),
  },
};
