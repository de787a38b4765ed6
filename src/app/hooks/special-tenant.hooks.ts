import { useSelector } from '@xstate/react';
import { selectIsSpecialTenant } from '../../../machines/app';
import { useAppActor } from '../app-actor.context';

/**
 * Spec section 6 recognises one tenant by id (config.specialTenantId). We read it as the network
 * whose certificate register is the public front door (docs/ui.md): /public opens on it, and its
 * signed-in users get a link to it. The tenant's id while one of its environments is selected.
 */
export function useSpecialTenantId(): string | null {
  return useSelector(useAppActor(), (snapshot) =>
    selectIsSpecialTenant(snapshot) ? (snapshot.context.selectedEnvironment?.tenantId ?? null) : null,
  );
}
