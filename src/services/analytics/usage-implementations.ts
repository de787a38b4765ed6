import type { UsageEffectName, UsageEffectParams } from '../../../machines/usage/usage.types';
import type { QpsClient } from '../api/qps-client';
import type { QpsSession } from '../api/qps-client.types';
import type { AnalyticsConfig } from './analytics-config';
import type { AnalyticsServices } from './analytics-services';
import { sendBeaconTelemetry } from './page-telemetry-beacon';
import { hasWindowFocus } from './window-focus';

type EffectAction<Name extends UsageEffectName> = (args: unknown, params: UsageEffectParams[Name]) => void;

export interface UsageImplementations {
  actions: { [Name in UsageEffectName]: EffectAction<Name> };
  guards: { hasWindowFocus: () => boolean };
}

export interface UsageImplementationDeps {
  analytics: AnalyticsServices;
  api: Pick<QpsClient, 'postPageTelemetry'>;
  /** The same session the API client reads: user, environment id, culture. */
  getSession: () => QpsSession;
  /** The runtime configuration, for the QES base URL of the keepalive Exit call. */
  getConfig: () => AnalyticsConfig | null | undefined;
  /** Defaults to `document`. */
  focusSource?: Pick<Document, 'hasFocus'>;
}

/** Fire-and-forget: the machine's effects never throw, and a failed send is already reported. */
const ignoreFailure = (): void => undefined;

/**
 * The real effects of the usage machine, for `usageMachine.provide(createUsageImplementations(deps))`.
 * The machine decides when; these decide what is sent and where.
 */
export function createUsageImplementations({
  analytics,
  api,
  getSession,
  getConfig,
  focusSource,
}: UsageImplementationDeps): UsageImplementations {
  return {
    actions: {
      initAnalytics: (_, keys) => analytics.init(keys),
      // Exit may be the last thing the page does (window close): keepalive lets it outlive the page.
      sendPageTelemetry: (_, telemetry) => {
        const sent =
          telemetry.page === 'Exit'
            ? sendBeaconTelemetry({ baseUrl: getConfig()?.qesBaseUrl, session: getSession(), telemetry })
            : api.postPageTelemetry(telemetry);
        sent.catch(ignoreFailure);
      },
      trackPageView: (_, telemetry) => {
        analytics.productAnalytics()?.trackPage(telemetry);
        analytics.errorReporting()?.trackPage(telemetry);
      },
      trackEvent: (_, { event, properties }) => {
        analytics.productAnalytics()?.trackEvent(event, properties);
        analytics.errorReporting()?.trackEvent(event, properties);
      },
      identifyAnalyticsUser: (_, { identity }) => {
        analytics.productAnalytics()?.signIn(identity);
      },
      resetAnalyticsUser: () => {
        analytics.productAnalytics()?.signOut();
      },
      attachErrorReportingUser: (_, { identity }) => {
        analytics.errorReporting()?.attach(identity);
      },
      detachErrorReportingUser: () => {
        analytics.errorReporting()?.detach();
      },
      startMonitoring: (_, { identity, monitoring }) => {
        analytics.startMonitoring(identity, monitoring);
      },
      stopMonitoring: () => {
        analytics.stopMonitoring();
      },
    },
    guards: {
      hasWindowFocus: () => hasWindowFocus(focusSource),
    },
  };
}
