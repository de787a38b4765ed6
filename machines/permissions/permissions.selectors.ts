import type { SnapshotFrom } from 'xstate';
import { FACILITY_USER_TYPE, type PermissionName } from '../../contract/domain.types';
import type { PersistentSlice } from '../shared/persistence';
import type { permissionsMachine } from './permissions.machine';
import type { PermissionsPersisted } from './permissions.types';

type PermissionsSnapshot = SnapshotFrom<typeof permissionsMachine>;

// Same list in, same array out: useSelector compares with Object.is.
const namesByList = new WeakMap<object, string[]>();

export const selectPermissionNames = (snapshot: PermissionsSnapshot): string[] => {
  const list = snapshot.context.permissions;
  let names = namesByList.get(list);
  if (!names) {
    names = list.map((permission) => permission.name);
    namesByList.set(list, names);
  }
  return names;
};

/** `useSelector(ref, hasPermission('QAP.HomePage'))` */
export const hasPermission = (name: PermissionName) => (snapshot: PermissionsSnapshot) =>
  snapshot.context.permissions.some((permission) => permission.name === name);

/** The facility-user flag: the user holds the FacilityUser permission. */
export const selectIsFacilityUser = hasPermission(FACILITY_USER_TYPE);

/** Whether the permission list is known (loaded, or failed and so known to grant nothing). */
export const selectHasPermissions = (snapshot: PermissionsSnapshot) =>
  snapshot.matches('loaded') || snapshot.matches('failed');

export const PERSIST_ID = 'permissions' as const;
export const PERSIST_VERSION = 1;

export const permissionsPersistentSlice: PersistentSlice<PermissionsSnapshot, PermissionsPersisted> = {
  id: PERSIST_ID,
  version: PERSIST_VERSION,
  select: (snapshot) => ({ permissions: snapshot.context.permissions }),
};
