import { z } from 'zod';
import { wireFilterSchema } from './filter.schemas';

/**
 * A facility-set handle: the server's name for "the facilities this filter selects, for this
 * user, in this environment". Issued by POST /api/qps/facility/set; it resolves only for the
 * user, tenant and environment it was issued to (anywhere else: 404).
 */
export const facilitySetHandleSchema = z
  .string()
  .regex(/^fs_[A-Za-z0-9_-]{22,64}$/, 'must be a facility-set handle from POST /api/qps/facility/set');

/** POST /api/qps/facility/set: body is the filter. */
export const facilitySetRequestSchema = wireFilterSchema;

/** The answer: the handle and how many facilities it selects now. */
export interface FacilitySet {
  handle: string;
  count: number;
}

/**
 * How a request names its facilities, for every call that takes a selection: the filter, or a
 * handle. At most one of them; neither means "every facility the user may see".
 */
export const facilitySelectionShape = {
  filter: wireFilterSchema.optional(),
  facilitySet: facilitySetHandleSchema.optional(),
};

/** Rejects a selection naming both a filter and a handle (they could disagree). */
export const oneSelection = (value: { filter?: unknown; facilitySet?: unknown }) =>
  value.filter === undefined || value.facilitySet === undefined;
export const ONE_SELECTION_MESSAGE = 'Send either filter or facilitySet, not both.';
