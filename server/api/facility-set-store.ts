import { createHash } from 'node:crypto';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { canonicalJson } from './canonical-json.js';

/** Whose a handle is: it resolves for this user, in this environment of this tenant, only. */
export interface FacilitySetOwner {
  userId: string;
  tenantId: string;
  environmentId: string;
}

/**
 * The same owner and filter always get the same handle, so a repeated request is one row and one
 * cache entry. Knowing the inputs does not help anyone else: a handle only resolves for its owner.
 */
function handleFor(owner: FacilitySetOwner, filter: WireFilter): string {
  const digest = createHash('sha256')
    .update(canonicalJson({ owner, filter }))
    .digest('base64url')
    .slice(0, 32);
  return `fs_${digest}`;
}

/** Stores the (canonical) filter under its handle and returns the handle. */
export async function saveFacilitySet(
  db: Queryable,
  owner: FacilitySetOwner,
  filter: WireFilter,
): Promise<string> {
  const handle = handleFor(owner, filter);
  await db.query(
    `INSERT INTO facility_sets (environment_id, handle, user_id, tenant_id, filter)
     VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (environment_id, handle) DO NOTHING`,
    [owner.environmentId, handle, owner.userId, owner.tenantId, JSON.stringify(filter)],
  );
  return handle;
}

/** The filter behind a handle, or null when the handle is unknown or not the owner's. */
export async function findFacilitySetFilter(
  db: Queryable,
  owner: FacilitySetOwner,
  handle: string,
): Promise<WireFilter | null> {
  const { rows } = await db.query<{ filter: WireFilter }>(
    `SELECT filter FROM facility_sets
     WHERE environment_id = $1 AND handle = $2 AND user_id = $3 AND tenant_id = $4`,
    [owner.environmentId, handle, owner.userId, owner.tenantId],
    { prepareAs: 'facility-set-filter' },
  );
  return rows[0]?.filter ?? null;
}
