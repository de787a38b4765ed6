import type { MonitoringConfig, UsageIdentity } from '../../../contract/domain.types';
import type { AnalyticsConfig } from './analytics-config';
import { type AppInsightsModule, createAppInsightsAdapter, type ErrorReporting } from './appinsights.adapter';
import { createDatadogAdapter, type DatadogRumModule, type Monitoring } from './datadog.adapter';
import { createMixpanelAdapter, type MixpanelSdk, type ProductAnalytics } from './mixpanel.adapter';
import { loadAppInsights, loadDatadogRum, loadMixpanel } from './sdk-loaders';
import type { ModuleLoader } from './sdk-runner';

export interface AnalyticsLoaders {
  mixpanel: ModuleLoader<MixpanelSdk>;
  appInsights: ModuleLoader<AppInsightsModule>;
  datadog: ModuleLoader<DatadogRumModule>;
}

export const SDK_LOADERS: AnalyticsLoaders = {
  mixpanel: loadMixpanel,
  appInsights: loadAppInsights,
  datadog: loadDatadogRum,
};

export interface AnalyticsServices {
  /** Creates the clients the configuration has keys for (nothing is downloaded yet). */
  init(keys: { mixpanelToken?: string; aiConnectionString?: string }): void;
  /** Product analytics, once init found a Mixpanel token. */
  productAnalytics(): ProductAnalytics | undefined;
  /** Error reporting, once init found a connection string. */
  errorReporting(): ErrorReporting | undefined;
  startMonitoring(identity: UsageIdentity, monitoring: MonitoringConfig): Promise<void>;
  stopMonitoring(): Promise<void>;
  /** For the API client's failed calls: a no-op until error reporting is configured and a user signed in. */
  recordError(error: unknown): void;
}

/**
 * The three analytics clients of one page, created when the usage machine turns analytics on.
 * It exists before the clients do, so that the API client can be given `recordError` at start.
 * `getConfig` supplies the optional collector overrides (docs/analytics.md).
 */
export function createAnalyticsServices({
  getConfig = () => undefined,
  loaders = SDK_LOADERS,
}: {
  getConfig?: () => AnalyticsConfig | null | undefined;
  loaders?: AnalyticsLoaders;
} = {}): AnalyticsServices {
  let productAnalytics: ProductAnalytics | undefined;
  let errorReporting: ErrorReporting | undefined;
  let monitoring: Monitoring | undefined;

  return {
    init({ mixpanelToken, aiConnectionString }) {
      if (mixpanelToken && !productAnalytics) {
        const apiHost = getConfig()?.qapMixpanelApiHost;
        productAnalytics = createMixpanelAdapter({ token: mixpanelToken, apiHost, load: loaders.mixpanel });
      }
      if (aiConnectionString && !errorReporting) {
        errorReporting = createAppInsightsAdapter({
          connectionString: aiConnectionString,
          load: loaders.appInsights,
        });
      }
    },
    productAnalytics: () => productAnalytics,
    errorReporting: () => errorReporting,
    startMonitoring(identity, settings) {
      const proxy = getConfig()?.monitoring?.proxy;
      monitoring ??= createDatadogAdapter({
        config: { monitoring: proxy ? { ...settings, proxy } : settings },
        load: loaders.datadog,
      });
      return monitoring.signIn(identity);
    },
    stopMonitoring: () => monitoring?.signOut() ?? Promise.resolve(),
    recordError: (error) => errorReporting?.recordError(error),
  };
}
