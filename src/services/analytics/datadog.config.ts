import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { AnalyticsConfig } from './analytics-config';

type Monitoring = NonNullable<AnalyticsConfig['monitoring']>;

/** Spec section 9: monitoring runs in the EU region. */
export const DATADOG_SITE = 'datadoghq.eu';

/**
 * Spec section 9 monitoring constants, as Datadog RUM init options. The session length (4 h),
 * session expiry (15 min), batch flush (30 s), batch limit (50 messages or 16 KiB) and telemetry
 * limit (15 events per page) are SDK built-ins of @datadog/browser-rum 7.16.2 with no option
 * (docs/analytics.md). Tracking consent is granted at init because init happens only for a
 * monitored, signed-in user.
 */
export function buildDatadogConfig(monitoring: Monitoring): RumInitConfiguration {
  return {
    applicationId: monitoring.applicationId,
    clientToken: monitoring.clientToken,
    site: DATADOG_SITE,
    ...(monitoring.service ? { service: monitoring.service } : {}),
    ...(monitoring.env ? { env: monitoring.env } : {}),
    ...(monitoring.proxy ? { proxy: monitoring.proxy } : {}),
    sessionSampleRate: 100,
    sessionReplaySampleRate: 20,
    defaultPrivacyLevel: 'mask-user-input',
    trackingConsent: 'granted',
  };
}
