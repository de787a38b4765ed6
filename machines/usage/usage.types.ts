/**
 * Usage tracking (spec sections 2 and 4): page telemetry, product analytics, error-reporting
 * user context and monitoring. Every effect is a named action (fire-and-forget: an
 * implementation handles its own errors and never throws) or the `hasWindowFocus` guard.
 */
import type {
  MonitoringConfig,
  PageTelemetry,
  RuntimeConfig,
  TrackedEvent,
  TrackedPage,
  UsageIdentity,
} from '../../contract/domain.types';

/** The parts of the runtime configuration usage tracking reads. */
export type UsageConfig = Pick<RuntimeConfig, 'qapMixpanelToken' | 'aiConnectionString' | 'monitoring'>;

export interface UsageInput {
  config?: UsageConfig;
}

export interface UsageContext {
  config: UsageConfig;
  /** The signed-in user, or null while anonymous. */
  identity: UsageIdentity | null;
  /** The page the user is on (never Exit: Exit is recorded, not remembered). */
  page: TrackedPage | null;
  facilityId: number | undefined;
  /** The page before `page`. */
  lastPage: TrackedPage | null;
  /** Whether startMonitoring ran for the current user (so it is stopped on sign-out). */
  isMonitoring: boolean;
}

export type UsageEvent =
  | { type: 'usage.configure'; config: UsageConfig }
  | { type: 'usage.signedIn'; identity: UsageIdentity }
  | { type: 'usage.signedOut' }
  | { type: 'usage.pageChanged'; page: TrackedPage; facilityId?: number }
  | { type: 'usage.track'; event: TrackedEvent; properties?: Record<string, unknown> }
  | { type: 'usage.windowClosed' };

/** Params of the effect actions (what the analytics adapters receive). */
export interface UsageEffectParams {
  /** Analytics just turned on: create the clients the configuration has keys for. */
  initAnalytics: { mixpanelToken?: string; aiConnectionString?: string };
  /** POST /api/qps/Telemetry/Page, headers facilityId and page; only while signed in. */
  sendPageTelemetry: PageTelemetry;
  /** Analytics page view (product analytics and error reporting); only while analytics is on. */
  trackPageView: PageTelemetry;
  /** A tracked event of spec section 2; only while analytics is on. */
  trackEvent: { event: TrackedEvent; properties?: Record<string, unknown> };
  /** Product analytics: opt in, identify by userId and register userEmail, userOrganisation. */
  identifyAnalyticsUser: { identity: UsageIdentity };
  /** Product analytics: reset and opt out again. */
  resetAnalyticsUser: undefined;
  /** Error reporting: set the authenticated user context (the adapter sanitizes the id). */
  attachErrorReportingUser: { identity: UsageIdentity };
  /** Error reporting: clear the authenticated user context. */
  detachErrorReportingUser: undefined;
  /** Real-user monitoring with session replay, for a listed user. */
  startMonitoring: { identity: UsageIdentity; monitoring: MonitoringConfig };
  stopMonitoring: undefined;
}

export type UsageEffectName = keyof UsageEffectParams;

/** Focus polling interval (spec section 9: 1 second), the named delay `focusPollInterval`. */
export const FOCUS_POLL_INTERVAL_MS = 1000;
