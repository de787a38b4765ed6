import type { MonitoringConfig, RuntimeConfig } from '../../../machines/shared/domain.types';

/**
 * The parts of /config.json the analytics adapters read. The optional host overrides point an
 * SDK at another collector (a local one in browser tests, or a first-party proxy in production).
 */
export interface AnalyticsConfig
  extends Pick<RuntimeConfig, 'qapMixpanelToken' | 'aiConnectionString' | 'qesBaseUrl'> {
  /** Mixpanel `api_host`; the SDK's own default (api-js.mixpanel.com) when absent. */
  qapMixpanelApiHost?: string;
  monitoring?: MonitoringConfig & {
    /** Datadog `proxy`: every RUM and replay request goes to this URL instead of the intake. */
    proxy?: string;
  };
}

/** Monitoring is on only when the configuration holds the RUM application and at least one user id. */
export function isMonitoringConfigured(config: AnalyticsConfig): boolean {
  const monitoring = config.monitoring;
  return Boolean(monitoring?.applicationId && monitoring.clientToken && monitoring.userIds?.length);
}

/** Spec section 4: monitoring runs only for the signed-in users the configuration lists. */
export function isMonitoredUser(config: AnalyticsConfig, userId: string): boolean {
  return isMonitoringConfigured(config) && (config.monitoring?.userIds ?? []).includes(userId);
}
