/**
 * Permissions (spec sections 4, 6): the signed-in user's permission names, refreshed only when
 * online and cleared on sign-out. Effects: the `fetchPermissions` promise actor (invoke id =
 * name), the `isOnline` guard and the `logError` action.
 */
import type { Permission } from '../shared/domain.types';

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
