export {
  AuthError,
  type AuthErrorKind,
  classifyAuthError,
  isRetryableAuthError,
  toAuthError,
} from './auth-errors';
export { followOtherTabs, userStorageKey } from './cross-tab-session';
export { OIDC_CONSTANTS, type UserManagerOptions, userManagerSettings } from './oidc-settings';
export { toQapUser } from './qap-user';
export { completeSilentRenew } from './silent-renew';
export { subscribeUserEvents, type UserEventHandlers } from './user-events';
export {
  completeSignIn,
  createUserManager,
  loadStoredUser,
  removeUser,
  signInRedirect,
  signinSilent,
  signOutRedirect,
} from './user-manager';
