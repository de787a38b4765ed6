import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QapUser, UsageIdentity } from '../../../contract/domain.types';
import type { AnalyticsConfig } from '../../../src/services/analytics/analytics-config';
import { callNames, DATADOG_START_STOP_CALLS } from './fake-sdks';
import { fakeUsageImplementations } from './fake-usage-implementations';

const identity: UsageIdentity = { userId: 'watched 1', userEmail: 'w@example.org', userOrganisation: 'Org' };
const user: QapUser = { sub: 'watched 1', accessToken: 'tok', expiresAt: Date.now() / 1000 + 3600 };
const monitoring = { applicationId: 'rum', clientToken: 'pub', userIds: ['watched 1'] };

function setup(config: AnalyticsConfig = { qesBaseUrl: 'http://api.test' }) {
  const { implementations, ...fakes } = fakeUsageImplementations(config, user);
  const fetchSpy = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchSpy);
  return { ...fakes, ...implementations, fetchSpy };
}

/** Lets the adapters' queued SDK steps run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('usage machine effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('analytics are off when the configuration holds neither a token nor a connection string', async () => {
    const { actions, mixpanel, appInsights } = setup();
    actions.initAnalytics({}, {});
    actions.identifyAnalyticsUser({}, { identity });
    actions.attachErrorReportingUser({}, { identity });
    actions.trackPageView({}, { page: 'Home' });
    actions.trackEvent({}, { event: 'Qap filtered facilities' });
    await settle();
    expect(mixpanel.load).not.toHaveBeenCalled();
    expect(appInsights.load).not.toHaveBeenCalled();
  });

  it('a token turns product analytics on and a connection string turns error reporting on, each alone', async () => {
    const onlyToken = setup();
    onlyToken.actions.initAnalytics({}, { mixpanelToken: 'mp' });
    onlyToken.actions.identifyAnalyticsUser({}, { identity });
    onlyToken.actions.attachErrorReportingUser({}, { identity });
    await settle();
    expect(onlyToken.mixpanel.load).toHaveBeenCalledTimes(1);
    expect(onlyToken.appInsights.load).not.toHaveBeenCalled();

    const onlyConnection = setup();
    onlyConnection.actions.initAnalytics({}, { aiConnectionString: 'InstrumentationKey=k' });
    onlyConnection.actions.identifyAnalyticsUser({}, { identity });
    onlyConnection.actions.attachErrorReportingUser({}, { identity });
    await settle();
    expect(onlyConnection.mixpanel.load).not.toHaveBeenCalled();
    expect(onlyConnection.appInsights.calls).toContainEqual(['setAuthenticatedUserContext', 'watched_1']);
  });

  it('page views and tracked events reach both analytics clients of a signed-in user', async () => {
    const { actions, mixpanel, appInsights } = setup();
    actions.initAnalytics({}, { mixpanelToken: 'mp', aiConnectionString: 'InstrumentationKey=k' });
    actions.identifyAnalyticsUser({}, { identity });
    actions.attachErrorReportingUser({}, { identity });
    await settle();
    actions.trackPageView({}, { page: 'Network', lastPage: 'Home' });
    actions.trackEvent({}, { event: 'Qap switched environment' });
    await settle();
    expect(callNames(mixpanel.calls)).toEqual(expect.arrayContaining(['track_pageview', 'track']));
    expect(callNames(appInsights.calls)).toEqual(expect.arrayContaining(['trackPageView', 'trackEvent']));
  });

  it('sign-out resets product analytics and detaches error reporting', async () => {
    const { actions, mixpanel, appInsights } = setup();
    actions.initAnalytics({}, { mixpanelToken: 'mp', aiConnectionString: 'InstrumentationKey=k' });
    actions.identifyAnalyticsUser({}, { identity });
    actions.attachErrorReportingUser({}, { identity });
    actions.resetAnalyticsUser({}, undefined);
    actions.detachErrorReportingUser({}, undefined);
    await settle();
    expect(callNames(mixpanel.calls).slice(-2)).toEqual(['reset', 'opt_out_tracking']);
    expect(callNames(appInsights.calls).slice(-2)).toEqual(['clearAuthenticatedUserContext', 'unload']);
  });

  it('failed API calls are recorded to error reporting once a user is signed in', async () => {
    const { actions, analytics, appInsights } = setup();
    analytics.recordError(new Error('before configuration'));
    actions.initAnalytics({}, { aiConnectionString: 'InstrumentationKey=k' });
    analytics.recordError(new Error('before sign-in'));
    actions.attachErrorReportingUser({}, { identity });
    analytics.recordError(new Error('while loading'));
    await settle();
    const messages = appInsights.calls
      .filter(([name]) => name === 'trackException')
      .map(([, telemetry]) => (telemetry as { exception: Error }).exception.message);
    expect(messages).toEqual(['while loading']);
  });

  it('monitoring starts with the configured values and the configured proxy, and stops on sign-out', async () => {
    const { actions, datadog } = setup({ monitoring: { ...monitoring, proxy: 'http://127.0.0.1:1/rum' } });
    actions.startMonitoring({}, { identity, monitoring });
    actions.stopMonitoring({}, undefined);
    await settle();
    expect(datadog.calls[0][1]).toMatchObject({ applicationId: 'rum', proxy: 'http://127.0.0.1:1/rum' });
    expect(callNames(datadog.calls)).toEqual(DATADOG_START_STOP_CALLS);
  });

  it('a page change is sent through the API client; the Exit is sent with keepalive so a closing window does not lose it', async () => {
    const { actions, api, fetchSpy } = setup();
    actions.sendPageTelemetry({}, { page: 'Facility', facilityId: 9, lastPage: 'Home' });
    actions.sendPageTelemetry({}, { page: 'Exit', lastPage: 'Facility' });
    await settle();
    expect(api.postPageTelemetry).toHaveBeenCalledWith({ page: 'Facility', facilityId: 9, lastPage: 'Home' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('http://api.test/api/qps/Telemetry/Page');
    expect(init).toMatchObject({ keepalive: true, headers: { page: 'Exit', Authorization: 'Bearer tok' } });
  });

  it('a failed page telemetry call does not escape the effect', async () => {
    const { actions, api } = setup();
    api.postPageTelemetry.mockRejectedValueOnce(new Error('500'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    actions.sendPageTelemetry({}, { page: 'Home' });
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('window focus is read from document.hasFocus()', () => {
    const { guards, focus } = setup();
    expect(guards.hasWindowFocus()).toBe(true);
    focus.hasFocus.mockReturnValue(false);
    expect(guards.hasWindowFocus()).toBe(false);
  });
});
