/** A count as a share of the filtered facilities: with no facilities every share is 0, never NaN. */
export function shareOfFacilities(count: number, facilityCount: number): number {
  return facilityCount === 0 ? 0 : count / facilityCount;
}
