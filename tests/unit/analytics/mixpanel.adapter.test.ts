import { describe, expect, it } from 'vitest';
import type { UsageIdentity } from '../../../contract/domain.types';
import { createMixpanelAdapter } from '../../../src/services/analytics/mixpanel.adapter';
import { callNames, fakeMixpanel } from './fake-sdks';

const ada: UsageIdentity = { userId: 'user-1', userEmail: 'ada@example.org', userOrganisation: 'Org A' };

function setup(apiHost?: string) {
  const fake = fakeMixpanel();
  const adapter = createMixpanelAdapter({ token: 'mp-token', apiHost, load: fake.load });
  return { ...fake, adapter };
}

describe('product analytics (Mixpanel)', () => {
  it('nothing is downloaded or sent while no user is signed in', async () => {
    const { adapter, load, calls } = setup();
    await adapter.trackPage({ page: 'Home' });
    await adapter.trackEvent('Qap filtered facilities');
    await adapter.signOut();
    expect(load).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('the client opts out by default and opts in only on sign-in', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn(ada);
    const [, token, config] = calls[0];
    expect(token).toBe('mp-token');
    expect(config).toMatchObject({
      opt_out_tracking_by_default: true,
      autocapture: false,
      track_pageview: false,
    });
    expect(callNames(calls).slice(0, 2)).toEqual(['init', 'opt_in_tracking']);
  });

  it('the user is identified by id, with email and organisation', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn(ada);
    expect(calls).toContainEqual(['identify', 'user-1']);
    expect(calls).toContainEqual(['register', { email: 'ada@example.org', organisation: 'Org A' }]);
    expect(calls).toContainEqual(['people.set', { $email: 'ada@example.org', organisation: 'Org A' }]);
  });

  it('a user without email or organisation is identified without empty properties', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn({ userId: 'user-2' });
    expect(calls).toContainEqual(['register', {}]);
    expect(calls).toContainEqual(['people.set', {}]);
  });

  it('page views and the tracked events are sent while signed in', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn(ada);
    await adapter.trackPage({ page: 'Facility', facilityId: 7, lastPage: 'Home' });
    await adapter.trackEvent('Qap switched environment', { environmentId: 'env-2' });
    expect(calls).toContainEqual(['track_pageview', { page: 'Facility', facilityId: 7, lastPage: 'Home' }]);
    expect(calls).toContainEqual(['track', 'Qap switched environment', { environmentId: 'env-2' }]);
  });

  it('sign-out resets the client and opts it out; nothing is tracked afterwards', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn(ada);
    await adapter.signOut();
    await adapter.trackPage({ page: 'Home' });
    expect(callNames(calls).slice(-2)).toEqual(['reset', 'opt_out_tracking']);
  });

  it('a second sign-in opts in again and identifies the new user, without a second init', async () => {
    const { adapter, calls, load } = setup();
    await adapter.signIn(ada);
    await adapter.signOut();
    await adapter.signIn({ userId: 'user-3' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(callNames(calls).filter((name) => name === 'init')).toHaveLength(1);
    expect(callNames(calls).slice(-4, -2)).toEqual(['opt_in_tracking', 'identify']);
    expect(calls).toContainEqual(['identify', 'user-3']);
  });

  it('a sign-out while the SDK is still loading is applied after the sign-in, not before', async () => {
    const { adapter, calls } = setup();
    const signedIn = adapter.signIn(ada);
    const signedOut = adapter.signOut();
    await Promise.all([signedIn, signedOut]);
    expect(callNames(calls).at(-1)).toBe('opt_out_tracking');
  });

  it('an api_host override from the configuration is passed to the SDK', async () => {
    const { adapter, calls } = setup('http://127.0.0.1:9999');
    await adapter.signIn(ada);
    expect(calls[0][2]).toMatchObject({ api_host: 'http://127.0.0.1:9999' });
  });

  it('without an override the SDK keeps its own api host', async () => {
    const { adapter, calls } = setup();
    await adapter.signIn(ada);
    expect(calls[0][2]).not.toHaveProperty('api_host');
  });
});
