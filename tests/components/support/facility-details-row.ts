import type { FacilityDetailsRow } from '../../../contract';

/**
 * One facility's Facility/Details answer (an active level-4 health centre in Kenya, id 42), for
 * the tests of Facility Details and of a facility user's My facility pages.
 */
export const FACILITY_DETAILS_ROW: FacilityDetailsRow = {
  id: 42,
  code: 'KE-000042',
  name: 'Nakuru Maternity Clinic',
  categoryId: 2,
  categoryName: 'Health centre',
  facilityGroupName: null,
  countryName: 'Kenya',
  regionName: 'Rift Valley',
  districtName: 'Nakuru',
  latitude: -0.3,
  longitude: 36.07,
  awardedLevel: 4,
  certificateId: 100042,
  certificateValidFrom: '2025-03-01',
  certificateValidTo: '2999-03-01',
  isCertActive: true,
  isSelfActive: false,
  isEntryActive: true,
  isActive: true,
  latestScore: 77.3,
  latestAssessmentYear: 2025,
};
