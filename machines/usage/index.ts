export { usageMachine } from './usage.machine';
export { isAnalyticsConfigured, isMonitoredIdentity } from './usage.rules';
export {
  selectIsAway,
  selectIsSignedIn,
  selectLastPage,
  selectPage,
} from './usage.selectors';
export type * from './usage.types';
export { FOCUS_POLL_INTERVAL_MS } from './usage.types';
