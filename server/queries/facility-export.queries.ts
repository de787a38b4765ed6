import type { z } from 'zod';
import type { FacilityListItem, facilityExportRequestSchema } from '../../contract/facility-list.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { facilityRows } from './facility-page.queries.js';
import type { ScopeContext } from './facility-scope.js';

export type FacilityExportRequest = z.output<typeof facilityExportRequestSchema>;

const BATCH_SIZE = 5_000;

/** The whole selection in list order, a batch at a time, so no caller holds all of it at once. */
export async function* facilityExportBatches(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityExportRequest,
): AsyncGenerator<FacilityListItem[]> {
  for (let offset = 0; ; offset += BATCH_SIZE) {
    const batch = await facilityRows(db, scope, filter, { ...request, offset, limit: BATCH_SIZE });
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH_SIZE) return;
  }
}
