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
