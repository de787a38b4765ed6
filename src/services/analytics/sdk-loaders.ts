import type { AppInsightsModule } from './appinsights.adapter';
import type { DatadogRumModule } from './datadog.adapter';
import type { MixpanelSdk } from './mixpanel.adapter';

/**
 * The only places the analytics SDKs are imported. Each is a dynamic import(), so the bundler
 * puts the SDK in a chunk of its own that is fetched on first call, i.e. only when the runtime
 * configuration enables it and a user signs in. Nothing here may be imported statically.
 */

/** Mixpanel's core build: the SDK without the bundled session recorder (docs/analytics.md). */
export const loadMixpanel = async (): Promise<MixpanelSdk> => {
  // The core loader's typings re-export the API but not the default instance it exports.
  const module = (await import('mixpanel-browser/src/loaders/loader-module-core')) as unknown as {
    default: MixpanelSdk;
  };
  return module.default;
};

export const loadAppInsights = (): Promise<AppInsightsModule> => import('@microsoft/applicationinsights-web');

export const loadDatadogRum = (): Promise<DatadogRumModule> => import('@datadog/browser-rum');
