/**
 * The map call's limits, without zod: the portal reads them at run time, and a module that builds
 * schemas would run zod's eval probe before the portal turns it off (CSP script-src 'self').
 */

/** At most this many single points come back; above it the view answers clusters only. */
export const MAX_MAP_POINTS = 2_000;
export const MAX_MAP_ZOOM = 20;
