export { SILENT_RENEW_RETRY_MS, sessionMachine } from './session.machine';
export * from './session.selectors';
export { toSignInRequest } from './session.sign-in-request';
export type * from './session.types';
