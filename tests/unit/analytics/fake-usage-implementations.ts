import { vi } from 'vitest';
import type { QapUser } from '../../../contract/domain.types';
import type { AnalyticsConfig } from '../../../src/services/analytics/analytics-config';
import { createAnalyticsServices } from '../../../src/services/analytics/analytics-services';
import { createUsageImplementations } from '../../../src/services/analytics/usage-implementations';
import { fakeAppInsights, fakeDatadogRum, fakeMixpanel } from './fake-sdks';

/**
 * The real usage effects over fake SDKs, a spied telemetry API and a settable window focus,
 * for a signed-in `user` in environment env-1 and culture en-GB.
 */
export function fakeUsageImplementations(config: AnalyticsConfig, user: QapUser) {
  const mixpanel = fakeMixpanel();
  const appInsights = fakeAppInsights();
  const datadog = fakeDatadogRum();
  const analytics = createAnalyticsServices({
    getConfig: () => config,
    loaders: { mixpanel: mixpanel.load, appInsights: appInsights.load, datadog: datadog.load },
  });
  const api = { postPageTelemetry: vi.fn(async () => undefined) };
  const focus = { hasFocus: vi.fn(() => true) };
  const implementations = createUsageImplementations({
    analytics,
    api,
    getSession: () => ({ user, environmentId: 'env-1', cultureName: 'en-GB' }),
    getConfig: () => config,
    focusSource: focus,
  });
  return { implementations, analytics, api, focus, mixpanel, appInsights, datadog };
}
