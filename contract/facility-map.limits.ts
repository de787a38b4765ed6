/**
 * The map call's limits, without zod: the portal reads them at run time, and a module that builds
 * schemas would run zod's eval probe before the portal turns it off (CSP script-src 'self').
 */

/** At most this many single points come back; above it the view answers clusters only. */
export const MAX_MAP_POINTS = 2_000;
export const MAX_MAP_ZOOM = 20;
/**
 * Single points come only from this zoom on (cells of 0.35 degrees, some 40 km): further out,
 * even a few hundred facilities would merge into blobs, so the map shows clusters with counts.
 */
export const MIN_POINTS_ZOOM = 7;
