/**
 * The saved views' limits, apart from the zod schemas: the portal words its
 * checks with them without bundling zod (whose start-up probe of `new Function` the portal's CSP
 * forbids).
 */
export const SAVED_VIEW_LIMITS = { nameLength: 80, pathLength: 2000, viewsPerUser: 100 } as const;
