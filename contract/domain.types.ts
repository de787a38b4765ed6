/**
 * Domain shapes shared by machines, adapters and the reference server (spec section 3).
 * Wire-level request/response schemas live in contract/.
 */

export interface EnvironmentSettings {
  primaryColor: string;
  qesLogo: string;
  qesFavicon?: string;
}

/** A tenant environment. The tenant environment (signed-out theme) has the same shape. */
export interface Environment {
  id: string;
  name: string;
  tenantId: string;
  environmentSettings: EnvironmentSettings;
}

export interface LanguageOption {
  cultureName: string;
}

export interface LoginHint {
  tenantId?: string;
  userId?: string;
  token?: string;
}

/** Monitoring (Datadog RUM) values; initialised only for the listed user ids. */
export interface MonitoringConfig {
  applicationId: string;
  clientToken: string;
  site?: string;
  service?: string;
  env?: string;
  userIds: string[];
  /** Datadog `proxy`: send RUM and replay to this URL instead of the intake (first-party proxy, local collector). */
  proxy?: string;
}

/** /config.json, loaded at start. */
export interface RuntimeConfig {
  qesBaseUrl?: string;
  identityServerBaseUrl?: string;
  /** Base URL of the tenant service that answers GET {tenant base}/api/tenant/configuration. */
  tenantBaseUrl?: string;
  qapMixpanelToken?: string;
  /** Mixpanel `api_host` override (first-party proxy, local collector); the SDK default when absent. */
  qapMixpanelApiHost?: string;
  aiConnectionString?: string;
  monitoring?: MonitoringConfig;
  loginHint?: LoginHint;
  tenantEnvironment?: Environment;
  languages?: LanguageOption[];
  /** The one tenant the product recognises specially (spec section 6), exposed as a flag. */
  specialTenantId?: string;
  /** Optional map tile server URL template; maps fall back to bundled outlines without it. */
  mapTileUrl?: string;
  /** The tile server's attribution (HTML-free text), shown on the map with its tiles. */
  mapTileAttribution?: string;
}

/** Signed-in user, from the identity profile. */
export interface QapUser {
  sub: string;
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  user_type?: string;
  user_org?: string;
  accessToken?: string;
  /** Seconds since epoch. */
  expiresAt?: number;
}

export const FACILITY_USER_TYPE = 'FacilityUser';

export type PermissionName =
  | 'QAP.HomePage'
  | 'QAP.DemoMode'
  | 'QAP.BenchmarkingPage'
  | 'QAP.BenchmarkingV2Page'
  | 'QAP.YearlyPerformancePage'
  | 'QAP.FacilityNumbersPage'
  | 'FacilityUser';

export interface Permission {
  name: PermissionName | string;
}

export interface ContractGroupKey {
  roleId: number;
  organizationId: number;
}

export interface IntakeFilters {
  [key: string]: unknown;
}

/**
 * The facility filter. Keys starting with `_` are UI-only and are removed before sending;
 * the contract selections are sent as `contractIds` and `contractGroups`, resolved by the server.
 */
export interface FacilityFilter {
  countryIds: number[];
  regionIds: number[];
  districtIds: number[];
  _contractIds: (number | null)[];
  _contractGroups: ContractGroupKey[];
  awardedLevels: number[];
  facilityCategoryIds: number[];
  activeStates: boolean[];
  facilityGroupIds: number[];
  surveyIds: number[];
  intakeFilters?: IntakeFilters;
}

export type FilterType =
  | 'ByLevel'
  | 'ActiveFacilities'
  | 'InactiveFacilities'
  | 'UncertifiedFacilities'
  | 'ByServiceElementScore';

export interface FacilityLocation {
  countryId: number;
  regionId: number;
  districtId: number;
  latitude: number;
  longitude: number;
}

/** One facility as returned by POST /api/qps/facility (compact: the list may hold 100,000). */
export interface Facility {
  id: number;
  name: string;
  categoryId: number;
  facilityGroupId: number | null;
  awardedLevel: number | null;
  location: FacilityLocation;
  isCertActive: boolean;
  isSelfActive: boolean;
  isEntryActive: boolean;
}

export interface ContractOrganization {
  roleId: number;
  organizationId: number;
}

/**
 * The spec's Contract carries its facilityIds; here the server resolves a contract selection, so
 * a contract comes with the number of its facilities only (the ids would grow with the environment).
 */
export interface Contract {
  id: number;
  name: string;
  facilityCount: number;
  organizations: ContractOrganization[];
}

export interface ContractData {
  contracts: Contract[];
  organizations: { id: number; name: string }[];
  roles: { id: number; name: string }[];
  /** How many facilities belong to no contract: what choosing "No contract" (null) adds. */
  uncontractedFacilityCount: number;
}

export interface AppToggles {
  showNetworkTab: boolean;
  showFacilityNumbersTab: boolean;
  showYearlyPerformanceTab: boolean;
  showAvailableServiceMap: boolean;
  showServiceLevelMap: boolean;
  showExtendedKpis: boolean;
}

export interface SyncProgress {
  run_start_timestamp: string | null;
  run_end_timestamp: string | null;
}

export type TrackedPage =
  | 'Home'
  | 'MomCare'
  | 'Facility'
  | 'Network'
  | 'Benchmarking'
  | 'Facility Numbers'
  | 'Yearly Performance'
  | 'Exit';

export type TrackedEvent =
  | 'Benchmarking selected facility'
  | 'Qap filtered facilities'
  | 'Qap switched environment'
  | 'Exit';

export interface PageTelemetry {
  page: TrackedPage;
  facilityId?: number;
  lastPage?: TrackedPage;
}

export interface UsageIdentity {
  userId: string;
  userEmail?: string;
  userOrganisation?: string;
}

export interface UserSettings {
  language?: string;
  [key: string]: unknown;
}
