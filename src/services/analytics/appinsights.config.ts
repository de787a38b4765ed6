import type { IConfig, IConfiguration } from '@microsoft/applicationinsights-web';

/** Spec section 4: the error-reporting application id (also used as the cloud role name). */
export const APP_INSIGHTS_APPLICATION_ID = 'QAP';

/** Spec section 8: telemetry retry codes. */
export const APP_INSIGHTS_RETRY_CODES = [401, 408, 429, 500, 502, 503, 504];

/** Plugin identifiers, under which each plugin's own settings live. */
const CHANNEL_PLUGIN_ID = 'AppInsightsChannelPlugin';
const CONFIG_SYNC_PLUGIN_ID = 'AppInsightsCfgSyncPlugin';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Spec section 9 error-reporting constants, as Application Insights settings. Three constants
 * are SDK built-ins with no setting, and hold in 3.4.4 as shipped (docs/analytics.md):
 * the session-storage buffer of 2000 events (enabled by enableSessionStorageBuffer), the
 * user cookie of one year, and the retry backoff of 10 s up to 3600 s.
 */
export function buildAppInsightsConfig(connectionString: string): IConfiguration & IConfig {
  return {
    connectionString,
    appId: APP_INSIGHTS_APPLICATION_ID,
    disableAjaxTracking: true,
    disableFetchTracking: true,
    samplingPercentage: 100,
    maxBatchInterval: 15_000,
    maxBatchSizeInBytes: 102_400,
    eventsLimitInMem: 10_000,
    enableSessionStorageBuffer: true,
    sessionRenewalMs: 30 * MINUTE_MS,
    sessionExpirationMs: 24 * HOUR_MS,
    maxAjaxCallsPerView: 500,
    isRetryDisabled: false,
    extensionConfig: {
      [CHANNEL_PLUGIN_ID]: { retryCodes: APP_INSIGHTS_RETRY_CODES },
      // By default the SDK fetches remote settings from js.monitor.azure.com; ours are fixed here.
      [CONFIG_SYNC_PLUGIN_ID]: { blkCdnCfg: true },
    },
  };
}
