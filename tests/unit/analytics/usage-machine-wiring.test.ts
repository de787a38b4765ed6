import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { QapUser } from '../../../contract/domain.types';
import { usageMachine } from '../../../machines/usage';
import type { AnalyticsConfig } from '../../../src/services/analytics/analytics-config';
import { callNames, DATADOG_START_STOP_CALLS } from './fake-sdks';
import { fakeUsageImplementations } from './fake-usage-implementations';

const user: QapUser = { sub: 'watched', accessToken: 'tok', expiresAt: Date.now() / 1000 + 3600 };
const identity = { userId: 'watched', userEmail: 'w@example.org', userOrganisation: 'Org' };

function startUsage(config: AnalyticsConfig) {
  const { implementations, ...fakes } = fakeUsageImplementations(config, user);
  const actor = createActor(usageMachine.provide(implementations), { input: { config } }).start();
  return { actor, ...fakes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the usage machine with the real analytics effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('with nothing configured, a whole signed-in session loads no SDK and only sends page telemetry to the API', async () => {
    const { actor, api, mixpanel, appInsights, datadog } = startUsage({});
    actor.send({ type: 'usage.signedIn', identity });
    actor.send({ type: 'usage.pageChanged', page: 'Home' });
    actor.send({ type: 'usage.track', event: 'Qap filtered facilities' });
    actor.send({ type: 'usage.signedOut' });
    await settle();
    actor.stop();
    expect(api.postPageTelemetry).toHaveBeenCalledWith({
      page: 'Home',
      facilityId: undefined,
      lastPage: undefined,
    });
    expect([mixpanel.load, appInsights.load, datadog.load].map((load) => load.mock.calls.length)).toEqual([
      0, 0, 0,
    ]);
  });

  it('with everything configured, a listed user is identified, tracked, monitored and reset on sign-out', async () => {
    const config = {
      qapMixpanelToken: 'mp',
      aiConnectionString: 'InstrumentationKey=k',
      monitoring: { applicationId: 'rum', clientToken: 'pub', userIds: ['watched'] },
    };
    const { actor, mixpanel, appInsights, datadog } = startUsage(config);
    actor.send({ type: 'usage.signedIn', identity });
    await settle();
    actor.send({ type: 'usage.pageChanged', page: 'Network' });
    actor.send({ type: 'usage.track', event: 'Qap switched environment' });
    await settle();
    actor.send({ type: 'usage.signedOut' });
    await settle();
    actor.stop();
    expect(callNames(mixpanel.calls)).toEqual([
      'init',
      'opt_in_tracking',
      'identify',
      'register',
      'people.set',
      'track_pageview',
      'track',
      'reset',
      'opt_out_tracking',
    ]);
    expect(appInsights.calls).toContainEqual(['setAuthenticatedUserContext', 'watched']);
    expect(callNames(appInsights.calls).slice(-2)).toEqual(['clearAuthenticatedUserContext', 'unload']);
    expect(callNames(datadog.calls)).toEqual(DATADOG_START_STOP_CALLS);
  });

  it('closing the window records Exit with a keepalive call that outlives the page', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    const { actor, api } = startUsage({ qesBaseUrl: 'http://api.test' });
    actor.send({ type: 'usage.signedIn', identity });
    actor.send({ type: 'usage.pageChanged', page: 'Benchmarking' });
    actor.send({ type: 'usage.windowClosed' });
    await settle();
    actor.stop();
    expect(api.postPageTelemetry).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ keepalive: true, headers: { page: 'Exit' } });
  });
});
