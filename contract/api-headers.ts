/**
 * Header names the API reads (HTTP header names are case-insensitive; Node lowercases them).
 * Kept apart from the zod schemas: the portal needs them at run time and does not ship zod.
 */
export const API_HEADERS = {
  authorization: 'Authorization',
  environmentId: 'environmentId',
  culture: 'culture',
  requestedWith: 'X-Requested-With',
  telemetryFacilityId: 'facilityId',
  telemetryPage: 'page',
  telemetryLastPage: 'lastPage',
} as const;
