import { ROUTES } from '../shared/routes';
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';
import { canRenderRoutes } from './app.rules';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Spec section 2's start gate: otherwise the centred sync-problem icon is shown. */
export const selectCanRenderRoutes = (snapshot: AppSnapshot): boolean =>
  snapshot.hasTag('ready') &&
  canRenderRoutes({
    baseUrlKnown: Boolean(snapshot.context.config?.qesBaseUrl),
    path: snapshot.context.path,
    environmentSelected: snapshot.context.selectedEnvironment !== null,
    languagesLoaded: snapshot.context.languagesLoaded,
  });

/** The one tenant the product recognises (config.specialTenantId) is the selected environment's. */
export const selectIsSpecialTenant = (snapshot: AppSnapshot): boolean => {
  const specialTenantId = snapshot.context.config?.specialTenantId;
  return Boolean(specialTenantId) && snapshot.context.selectedEnvironment?.tenantId === specialTenantId;
};

export const selectStartupError = (snapshot: AppSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.errorMessage : null;

/** The visitor is on the root address, the product's front door (there it names the product). */
export const selectIsAtIndex = (snapshot: AppSnapshot): boolean =>
  snapshot.context.path === ROUTES.Index.path;
