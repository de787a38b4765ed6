import type { PermissionsContext } from '../../../machines/permissions/permissions.types';
import type { StateOracles } from '../oracle';

/** Permissions (spec section 5): pages are shown or refused by the user's permissions. */
export const permissionsOracles: StateOracles<PermissionsContext> = {
  empty: {
    'grants nothing': ({ context }) => context.permissions.length === 0,
  },
  loading: {
    'is busy': ({ tags }) => tags.has('busy'),
  },
  loaded: {
    'is neither busy nor failed': ({ tags }) => !tags.has('busy') && !tags.has('error'),
  },
  failed: {
    'shows an error': ({ tags }) => tags.has('error'),
    'grants nothing': ({ context }) => context.permissions.length === 0,
  },
};
