import { describe, expect, it } from 'vitest';
import type { UsageIdentity } from '../../../contract/domain.types';
import {
  createAppInsightsAdapter,
  PENDING_ERROR_LIMIT,
} from '../../../src/services/analytics/appinsights.adapter';
import { callNames, fakeAppInsights } from './fake-sdks';

const ada: UsageIdentity = { userId: 'ada lovelace;org=1', userEmail: 'ada@example.org' };

function setup() {
  const fake = fakeAppInsights();
  const adapter = createAppInsightsAdapter({ connectionString: 'InstrumentationKey=k', load: fake.load });
  return { ...fake, adapter };
}

function configOf(calls: unknown[][]): Record<string, unknown> {
  const [, snippet] = calls.find(([name]) => name === 'new') ?? [];
  return (snippet as { config: Record<string, unknown> }).config;
}

describe('error reporting (Application Insights)', () => {
  it('error-reporting telemetry is attached only for signed-in users: nothing is loaded before sign-in', async () => {
    const { adapter, load, calls } = setup();
    adapter.recordError(new Error('anonymous failure'));
    await adapter.detach();
    expect(load).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('on sign-in it is loaded and the authenticated user id is set, sanitised', async () => {
    const { adapter, calls } = setup();
    await adapter.attach(ada);
    expect(callNames(calls)).toEqual(['new', 'loadAppInsights', 'setAuthenticatedUserContext']);
    expect(calls).toContainEqual(['setAuthenticatedUserContext', 'ada_lovelace_org_1']);
  });

  it('its application id is "QAP", also set as the cloud role of every item', async () => {
    const { adapter, calls, initializers } = setup();
    await adapter.attach(ada);
    expect(configOf(calls)).toMatchObject({ appId: 'QAP' });
    const item: { tags?: Record<string, unknown> } = { tags: { 'ai.user.id': 'u' } };
    for (const initializer of initializers) initializer(item);
    expect(item.tags).toEqual({ 'ai.user.id': 'u', 'ai.cloud.role': 'QAP' });
  });

  it('sends nothing to a Microsoft host but the configured ingestion endpoint: no remote settings fetch', async () => {
    const { adapter, calls } = setup();
    await adapter.attach(ada);
    expect(configOf(calls)).toMatchObject({
      extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } },
    });
  });

  it('its ajax and fetch tracking are disabled', async () => {
    const { adapter, calls } = setup();
    await adapter.attach(ada);
    expect(configOf(calls)).toMatchObject({ disableAjaxTracking: true, disableFetchTracking: true });
  });

  it('uses the error-reporting constants of spec section 9 and the retry codes of section 8', async () => {
    const { adapter, calls } = setup();
    await adapter.attach(ada);
    expect(configOf(calls)).toMatchObject({
      connectionString: 'InstrumentationKey=k',
      samplingPercentage: 100,
      maxBatchInterval: 15_000,
      maxBatchSizeInBytes: 102_400,
      eventsLimitInMem: 10_000,
      enableSessionStorageBuffer: true,
      sessionRenewalMs: 30 * 60 * 1000,
      sessionExpirationMs: 24 * 60 * 60 * 1000,
      maxAjaxCallsPerView: 500,
      isRetryDisabled: false,
      extensionConfig: { AppInsightsChannelPlugin: { retryCodes: [401, 408, 429, 500, 502, 503, 504] } },
    });
  });

  it('a failed call is recorded as an exception with its status, method and url, never its headers', async () => {
    const { adapter, calls } = setup();
    await adapter.attach(ada);
    const failure = Object.assign(new Error('Request failed with status code 500'), {
      config: { url: '/api/qps/facility', method: 'post', headers: { Authorization: 'Bearer secret' } },
      response: { status: 500 },
    });
    adapter.recordError(failure);
    expect(calls.at(-1)).toEqual([
      'trackException',
      { exception: failure },
      { url: '/api/qps/facility', method: 'post', status: 500 },
    ]);
  });

  it('errors recorded while the SDK loads after sign-in are sent once it is ready', async () => {
    const { adapter, calls } = setup();
    const attached = adapter.attach(ada);
    adapter.recordError('plain text failure');
    expect(calls).toEqual([]);
    await attached;
    const [, telemetry] = calls.find(([name]) => name === 'trackException') ?? [];
    expect((telemetry as { exception: Error }).exception.message).toBe('plain text failure');
  });

  it('the first page view and an event of a sign-in, while the SDK still loads, are sent once it is ready, in order', async () => {
    const { adapter, calls } = setup();
    const attached = adapter.attach(ada);
    adapter.trackPage({ page: 'Home' });
    adapter.trackEvent('Qap filtered facilities');
    await attached;
    await adapter.detach();
    expect(callNames(calls)).toEqual([
      'new',
      'loadAppInsights',
      'setAuthenticatedUserContext',
      'trackPageView',
      'trackEvent',
      'clearAuthenticatedUserContext',
      'unload',
    ]);
    expect(calls).toContainEqual(['trackPageView', { name: 'Home', properties: {} }]);
  });

  it(`at most ${PENDING_ERROR_LIMIT} errors are kept while loading, the newest ones`, async () => {
    const { adapter, calls } = setup();
    const attached = adapter.attach(ada);
    for (let index = 0; index < PENDING_ERROR_LIMIT + 5; index += 1)
      adapter.recordError(new Error(`e${index}`));
    await attached;
    const sent = calls.filter(([name]) => name === 'trackException');
    expect(sent).toHaveLength(PENDING_ERROR_LIMIT);
    expect((sent[0][1] as { exception: Error }).exception.message).toBe('e5');
  });

  it('on sign-out the user context is cleared and the SDK unloaded; later errors are dropped', async () => {
    const { adapter, calls } = setup();
    await adapter.attach(ada);
    await adapter.detach();
    adapter.recordError(new Error('after sign-out'));
    expect(callNames(calls).slice(-2)).toEqual(['clearAuthenticatedUserContext', 'unload']);
  });

  it('a new sign-in after sign-out attaches a fresh instance for the new user', async () => {
    const { adapter, calls, instances, load } = setup();
    await adapter.attach(ada);
    await adapter.detach();
    await adapter.attach({ userId: 'grace' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(instances).toHaveLength(2);
    expect(calls.at(-1)).toEqual(['setAuthenticatedUserContext', 'grace']);
  });

  it('page views and tracked events are sent only while a user is signed in', async () => {
    const { adapter, calls } = setup();
    adapter.trackPage({ page: 'Home' });
    await adapter.attach(ada);
    adapter.trackPage({ page: 'MomCare', facilityId: 3, lastPage: 'Home' });
    adapter.trackEvent('Benchmarking selected facility', { facilityId: 3 });
    await adapter.detach();
    adapter.trackEvent('Qap filtered facilities');
    expect(calls.filter(([name]) => name === 'trackPageView' || name === 'trackEvent')).toEqual([
      ['trackPageView', { name: 'MomCare', properties: { facilityId: 3, lastPage: 'Home' } }],
      ['trackEvent', { name: 'Benchmarking selected facility', properties: { facilityId: 3 } }],
    ]);
  });
});
