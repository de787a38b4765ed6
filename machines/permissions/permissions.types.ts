/**
 * Permissions (spec sections 4, 6): the signed-in user's permission names, refreshed only when
 * online and cleared on sign-out. Effects: the `fetchPermissions` promise actor (invoke id =
 * name), the `isOnline` guard and the `logError` action.
 */
import type { Permission } from '../../contract/domain.types';
import type { RestorableInput } from '../shared/persistence';

/**
 * Persistent slice 'permissions' (offline reading): the last loaded list, so a portal
 * that starts offline can open the pages the user may see; sign-out saves an empty list.
 */
export interface PermissionsPersisted {
  permissions: Permission[];
}

export type PermissionsInput = RestorableInput<PermissionsPersisted>;

export interface PermissionsContext {
  permissions: Permission[];
}

export type PermissionsEvent = { type: 'permissions.refresh' } | { type: 'permissions.clear' };

export interface PermissionsEffects {
  /** GET /api/qps/permission/permissions. */
  fetchPermissions: { input: undefined; output: Permission[] };
}

export interface LogErrorParams {
  message: string;
  error?: unknown;
}
