/**
 * My facility: a facility user's one facility, found through the server's own
 * scoping, and the landing on its page when the portal is opened at its plain root.
 */

export interface MyFacilityInput {
  /** The address (path and query) the portal frame was opened at: decides the landing. */
  openedAt: string;
}

export interface MyFacilityContext {
  openedAt: string;
  /** The address the user is on now. */
  path: string;
  environmentId: string | null;
  /** The facility user's facility; null for anyone else, or while it is not known. */
  facilityId: number | null;
  /** The landing is considered once per visit, when the facility is first known. */
  landingConsidered: boolean;
}

export type MyFacilityEvent =
  | { type: 'myFacility.userChanged'; isFacilityUser: boolean; environmentId: string | null }
  | { type: 'myFacility.addressChanged'; path: string };

export type MyFacilityEmitted = { type: 'myFacility.navigate'; path: string };

/** Effect: the one facility the server lets this user see in the environment; null when not exactly one. */
export interface FindMyFacilityInput {
  environmentId: string;
}
