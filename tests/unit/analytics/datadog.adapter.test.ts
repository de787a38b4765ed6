import { describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '../../../src/services/analytics/analytics-config';
import { createDatadogAdapter } from '../../../src/services/analytics/datadog.adapter';
import { callNames, fakeDatadogRum } from './fake-sdks';

const monitoring = {
  applicationId: 'rum-app',
  clientToken: 'pub-token',
  service: 'qap-portal',
  env: 'prod',
  userIds: ['watched-1', 'watched-2'],
};

function setup(config: AnalyticsConfig = { monitoring }) {
  const fake = fakeDatadogRum();
  return { ...fake, adapter: createDatadogAdapter({ config, load: fake.load }) };
}

describe('monitoring (Datadog RUM with session replay)', () => {
  it('monitoring is initialised only for the signed-in users the configuration lists', async () => {
    const { adapter, load, calls } = setup();
    await adapter.signIn({ userId: 'someone-else' });
    await adapter.signOut();
    expect(load).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    await adapter.signIn({ userId: 'watched-2', userEmail: 'w2@example.org' });
    expect(callNames(calls)).toEqual(['init', 'setUser']);
    expect(calls[1]).toEqual(['setUser', { id: 'watched-2', email: 'w2@example.org' }]);
  });

  it('nothing is loaded when monitoring is not configured', async () => {
    const { adapter, load } = setup({});
    await adapter.signIn({ userId: 'watched-1' });
    const withoutUsers = setup({ monitoring: { ...monitoring, userIds: [] } });
    await withoutUsers.adapter.signIn({ userId: 'watched-1' });
    expect(load).not.toHaveBeenCalled();
    expect(withoutUsers.load).not.toHaveBeenCalled();
  });

  it('is initialised with the configured values and the monitoring constants of spec section 9', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn({ userId: 'watched-1' });
    expect(calls[0]).toEqual([
      'init',
      {
        applicationId: 'rum-app',
        clientToken: 'pub-token',
        service: 'qap-portal',
        env: 'prod',
        site: 'datadoghq.eu',
        sessionSampleRate: 100,
        sessionReplaySampleRate: 20,
        defaultPrivacyLevel: 'mask-user-input',
        trackingConsent: 'granted',
      },
    ]);
  });

  it('a proxy from the configuration receives the RUM requests instead of the intake', async () => {
    const { adapter, calls } = setup({ monitoring: { ...monitoring, proxy: 'http://127.0.0.1:9998/rum' } });
    await adapter.signIn({ userId: 'watched-1' });
    expect(calls[0][1]).toMatchObject({ proxy: 'http://127.0.0.1:9998/rum' });
  });

  it('on sign-out the user is cleared, the session stopped and consent withdrawn', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn({ userId: 'watched-1' });
    await adapter.signOut();
    expect(callNames(calls).slice(2)).toEqual(['clearUser', 'stopSession', 'setTrackingConsent']);
    expect(calls.at(-1)).toEqual(['setTrackingConsent', 'not-granted']);
  });

  it('a listed user signing in again grants consent again without a second init', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn({ userId: 'watched-1' });
    await adapter.signOut();
    await adapter.signIn({ userId: 'watched-2' });
    expect(callNames(calls).filter((name) => name === 'init')).toHaveLength(1);
    expect(calls.slice(-2)).toEqual([
      ['setTrackingConsent', 'granted'],
      ['setUser', { id: 'watched-2' }],
    ]);
  });
});
