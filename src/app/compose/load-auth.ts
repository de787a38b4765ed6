/**
 * oidc-client-ts and the portal's sign-in effects, loaded on first need: a stored user to
 * restore, a sign-in, the /oauth return or a renewal. The anonymous public page never loads them.
 */
export const loadAuth = () => import('../../services/auth');
