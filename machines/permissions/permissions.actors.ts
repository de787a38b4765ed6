/** Typed placeholder of the permissions effect; src/services/api provides the real one. */
import { fromPromise } from 'xstate';
import type { Permission } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';

export const permissionsActors = {
  fetchPermissions: fromPromise<Permission[]>(() => notImplemented('fetchPermissions')),
};
