import { hasControlCharacter } from './control-characters';

/** The sign-in steps' own addresses (the portal's routes, and the identity provider's client registration). */
export const SIGN_IN_PATHS = { oauth: '/oauth', silentRenew: '/silent-renew' } as const;

/** Whether `path` (query and hash ignored) is `routePath` or an address below it. */
export const pathIs = (path: string, routePath: string) => {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
};

/**
 * A return address is a path of this origin: one leading slash, no scheme, no host. `//evil.test/x`
 * (protocol-relative) and `/\\evil.test` (browsers read the backslash as a slash) are another site.
 */
export const isSameOriginPath = (path: string) => /^\/(?![/\\])/.test(path) && !hasControlCharacter(path);

/** /oauth and /silent-renew complete sign-in themselves, before any environment can exist. */
export const isSignInSupportPath = (path: string) =>
  pathIs(path, SIGN_IN_PATHS.oauth) || pathIs(path, SIGN_IN_PATHS.silentRenew);

/** Where the portal may return after sign-in: a path of its own that is not a sign-in step. */
export const isReturnablePath = (path: string | undefined): path is string =>
  path !== undefined && isSameOriginPath(path) && !isSignInSupportPath(path);
