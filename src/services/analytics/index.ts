export type { AnalyticsConfig } from './analytics-config';
export { type AnalyticsServices, createAnalyticsServices } from './analytics-services';
export { sendBeaconTelemetry } from './page-telemetry-beacon';
export { sanitizeAuthenticatedUserId } from './sanitize-user-id';
export { createUsageImplementations, type UsageImplementations } from './usage-implementations';
export { hasWindowFocus } from './window-focus';
