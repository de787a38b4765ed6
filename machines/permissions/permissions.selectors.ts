import type { SnapshotFrom } from 'xstate';
import { FACILITY_USER_TYPE, type PermissionName } from '../shared/domain.types';
import type { permissionsMachine } from './permissions.machine';

type PermissionsSnapshot = SnapshotFrom<typeof permissionsMachine>;

export const selectPermissionNames = (snapshot: PermissionsSnapshot): string[] =>
  snapshot.context.permissions.map((permission) => permission.name);

/** `useSelector(ref, hasPermission('QAP.HomePage'))` */
export const hasPermission = (name: PermissionName) => (snapshot: PermissionsSnapshot) =>
  snapshot.context.permissions.some((permission) => permission.name === name);

/** The facility-user flag: the user holds the FacilityUser permission. */
export const selectIsFacilityUser = hasPermission(FACILITY_USER_TYPE);

export const selectPermissionsLoaded = (snapshot: PermissionsSnapshot) => snapshot.matches('loaded');
