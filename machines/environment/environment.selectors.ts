import type { SnapshotFrom } from 'xstate';
import type { Environment } from '../../contract/domain.types';
import type { PersistentSlice } from '../shared/persistence';
import { isHexColour, lighten } from './environment.colour';
import type { environmentMachine } from './environment.machine';
import type { EnvironmentContext, EnvironmentPersisted } from './environment.types';

type EnvironmentSnapshot = SnapshotFrom<typeof environmentMachine>;

export function findEnvironment(context: EnvironmentContext, id: string | null): Environment | null {
  return context.environments.find((environment) => environment.id === id) ?? null;
}

/** The restored/current selection if it is in the list, else the first environment (or none). */
export function chooseSelectedId(environments: Environment[], current: string | null): string | null {
  if (current !== null && environments.some((environment) => environment.id === current)) return current;
  return environments[0]?.id ?? null;
}

export const selectEnvironments = (snapshot: EnvironmentSnapshot) => snapshot.context.environments;
export const selectSelectedId = (snapshot: EnvironmentSnapshot) => snapshot.context.selectedId;
/** The user's list is still coming (before the session is known, or asked for), not known to be empty. */
export const selectIsEnvironmentListPending = (snapshot: EnvironmentSnapshot) =>
  snapshot.matches('idle') || snapshot.matches('loading');
export const selectSelectedEnvironment = (snapshot: EnvironmentSnapshot) =>
  findEnvironment(snapshot.context, snapshot.context.selectedId);

/** The theme follows the selected environment, or the tenant environment when signed out. */
export const selectThemeEnvironment = (snapshot: EnvironmentSnapshot): Environment | null =>
  snapshot.hasTag('signedIn')
    ? (selectSelectedEnvironment(snapshot) ?? snapshot.context.tenantEnvironment)
    : snapshot.context.tenantEnvironment;

/** The theming environment's primary colour; null (the brand colours) when unset or not a hex colour. */
export const selectPrimaryColor = (snapshot: EnvironmentSnapshot): string | null => {
  const colour = selectThemeEnvironment(snapshot)?.environmentSettings.primaryColor;
  return colour && isHexColour(colour) ? colour : null;
};

/** The primary colour 15 percent lighter (see `lighten` for the formula). */
export const selectPrimaryLightColor = (snapshot: EnvironmentSnapshot) => {
  const primary = selectPrimaryColor(snapshot);
  return primary === null ? null : lighten(primary);
};

export const selectLogo = (snapshot: EnvironmentSnapshot) =>
  selectThemeEnvironment(snapshot)?.environmentSettings.qesLogo ?? null;

export const PERSIST_ID = 'environment' as const;
export const PERSIST_VERSION = 1;

/** The persisted slice: the selected id only (the list is fetched again). */
export const selectPersisted = (snapshot: EnvironmentSnapshot): EnvironmentPersisted => ({
  selectedId: snapshot.context.selectedId,
  environments: snapshot.context.environments,
});

export const environmentPersistentSlice: PersistentSlice<EnvironmentSnapshot, EnvironmentPersisted> = {
  id: PERSIST_ID,
  version: PERSIST_VERSION,
  select: selectPersisted,
};
