import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  FOCUS_POLL_INTERVAL_MS,
  selectIsAway,
  selectLastPage,
  selectPage,
  usageMachine,
} from '../../../machines/usage';
import {
  ANALYTICS_CONFIG,
  ERROR_REPORTING_ONLY_CONFIG,
  MONITORED_USER,
  MONITORING,
  NO_ANALYTICS_CONFIG,
  OTHER_USER,
  USAGE_EFFECT_NAMES,
  usageEvents,
} from '../../model/fixtures/usage.fixtures';
import { startUsage } from './usage-harness';

describe('usage machine: analytics on/off', () => {
  it('analytics are on when the runtime configuration holds a mixpanel token', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    expect(usage.calls('initAnalytics')).toEqual([
      { name: 'initAnalytics', params: { mixpanelToken: 'mp-token' } },
    ]);
    usage.actor.send(usageEvents.track);
    expect(usage.calls('trackEvent')).toHaveLength(1);
  });

  it('analytics are on when the runtime configuration holds an error-reporting connection string', () => {
    const usage = startUsage(ERROR_REPORTING_ONLY_CONFIG);
    expect(usage.calls('initAnalytics')[0].params).toEqual({ aiConnectionString: 'InstrumentationKey=abc' });
  });

  it('analytics are off without a token or connection string: no page views, no tracked events', () => {
    const usage = startUsage(NO_ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    usage.actor.send(usageEvents.track);
    expect(usage.names()).toEqual([]);
  });

  it('started with no input at all, analytics wait for their configuration', () => {
    const calls: string[] = [];
    const actions = Object.fromEntries(USAGE_EFFECT_NAMES.map((name) => [name, () => calls.push(name)]));
    // The types ask for an input; a caller that gives none still gets a working machine.
    const actor = createActor(
      usageMachine.provide({ actions, guards: { hasWindowFocus: () => true } } as never),
      {} as never,
    );
    actor.start();
    actor.send(usageEvents.track);
    expect(calls).toEqual([]);
    actor.send(usageEvents.configureOn);
    actor.send(usageEvents.track);
    expect(calls).toEqual(['initAnalytics', 'trackEvent']);
    actor.stop();
  });

  it('usage.configure turns analytics on after start', () => {
    const usage = startUsage();
    usage.actor.send(usageEvents.configureOn);
    usage.actor.send(usageEvents.track);
    expect(usage.names()).toEqual(['initAnalytics', 'trackEvent']);
  });

  it('usage.track records the tracked event with its properties when analytics is on', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.track);
    expect(usage.calls('trackEvent')[0].params).toEqual({
      event: 'Benchmarking selected facility',
      properties: { facilityId: 42 },
    });
  });
});

describe('usage machine: pages', () => {
  it('a page change records page telemetry and the analytics page view, with the previous page as lastPage', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    usage.clear();
    usage.actor.send(usageEvents.home);
    usage.actor.send(usageEvents.facility);
    const telemetry = { page: 'Facility', facilityId: 42, lastPage: 'Home' };
    expect(usage.calls('sendPageTelemetry').at(-1)?.params).toEqual(telemetry);
    expect(usage.calls('trackPageView').at(-1)?.params).toEqual(telemetry);
    expect(selectLastPage(usage.actor.getSnapshot())).toBe('Home');
  });

  it('a page change records the previous page, except when the new page is Exit', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    usage.actor.send(usageEvents.network);
    usage.actor.send(usageEvents.exit);
    expect(selectPage(usage.actor.getSnapshot())).toBe('Network');
    expect(selectLastPage(usage.actor.getSnapshot())).toBe('Home');
    expect(usage.calls('trackPageView').at(-1)?.params).toEqual({ page: 'Exit', lastPage: 'Home' });
  });

  it('page telemetry is a signed-in call: anonymous page changes record only the analytics page view', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    expect(usage.names()).toEqual(['initAnalytics', 'trackPageView']);
  });

  it('a page opened before the session is restored is recorded by page telemetry once the user is known', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.facility);
    usage.clear();
    usage.actor.send(usageEvents.signInOther);
    expect(usage.calls('sendPageTelemetry').map((call) => call.params)).toEqual([
      { page: 'Facility', facilityId: 42 },
    ]);
    // the analytics page view was already counted when the page opened
    expect(usage.calls('trackPageView')).toEqual([]);
  });

  it('signing in on no page yet (the sign-in return) records no page telemetry', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    expect(usage.calls('sendPageTelemetry')).toEqual([]);
  });
});

describe('usage machine: window focus (polled every 1000 ms)', () => {
  it('losing window focus records an Exit page view', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    usage.clear();
    usage.window.hasFocus = false;
    // Spec section 9: focus polling every 1000 ms.
    usage.clock.increment(999);
    expect(usage.names()).toEqual([]);
    usage.clock.increment(1);
    expect(usage.calls('trackPageView')).toEqual([{ name: 'trackPageView', params: { page: 'Exit' } }]);
    expect(selectIsAway(usage.actor.getSnapshot())).toBe(true);
    // Still away at the next polls: Exit is recorded once.
    usage.clock.increment(3 * FOCUS_POLL_INTERVAL_MS);
    expect(usage.calls('trackPageView')).toHaveLength(1);
  });

  it('regaining focus re-records the previous page', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    usage.actor.send(usageEvents.facility);
    usage.window.hasFocus = false;
    usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    usage.clear();
    usage.window.hasFocus = true;
    usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    expect(usage.calls('trackPageView')).toEqual([
      { name: 'trackPageView', params: { page: 'Facility', facilityId: 42, lastPage: 'Home' } },
    ]);
    expect(selectIsAway(usage.actor.getSnapshot())).toBe(false);
  });

  it('focus kept across polls records nothing', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    usage.clear();
    usage.clock.increment(5 * FOCUS_POLL_INTERVAL_MS);
    expect(usage.names()).toEqual([]);
  });

  it('the poll keeps running while the focus is kept: a focus lost seconds later still records Exit', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    for (const _ of [1, 2, 3]) usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    usage.clear();
    usage.window.hasFocus = false;
    usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    expect(usage.calls('trackPageView')).toEqual([{ name: 'trackPageView', params: { page: 'Exit' } }]);
    expect(selectIsAway(usage.actor.getSnapshot())).toBe(true);
  });

  it('the poll keeps running while away: coming back seconds later re-records the page', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    usage.window.hasFocus = false;
    for (const _ of [1, 2, 3, 4]) usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    usage.clear();
    usage.window.hasFocus = true;
    usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    expect(usage.calls('trackPageView')).toEqual([{ name: 'trackPageView', params: { page: 'Home' } }]);
    expect(selectIsAway(usage.actor.getSnapshot())).toBe(false);
  });

  it('coming back before any page was opened records no page', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    usage.window.hasFocus = false;
    usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    usage.clear();
    usage.window.hasFocus = true;
    usage.clock.increment(FOCUS_POLL_INTERVAL_MS);
    expect(selectIsAway(usage.actor.getSnapshot())).toBe(false);
    expect(usage.names()).toEqual([]);
  });

  it('closing the window also records Exit', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    usage.actor.send(usageEvents.home);
    usage.clear();
    usage.actor.send(usageEvents.windowClosed);
    expect(usage.calls('sendPageTelemetry')[0].params).toMatchObject({ page: 'Exit' });
    expect(usage.calls('trackPageView')[0].params).toMatchObject({ page: 'Exit' });
  });
});

describe('usage machine: signed-in user', () => {
  it('product analytics opt in only while signed in, identifying the user by id, email and organisation', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    expect(usage.calls('identifyAnalyticsUser')).toEqual([]);
    usage.actor.send(usageEvents.signInMonitored);
    expect(usage.calls('identifyAnalyticsUser')[0].params).toEqual({ identity: MONITORED_USER });
  });

  it('product analytics reset on sign-out', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    usage.clear();
    usage.actor.send(usageEvents.signOut);
    expect(usage.names()).toEqual(['resetAnalyticsUser', 'detachErrorReportingUser']);
  });

  it('error-reporting telemetry is attached only for signed-in users', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.home);
    expect(usage.calls('attachErrorReportingUser')).toEqual([]);
    usage.actor.send(usageEvents.signInOther);
    expect(usage.calls('attachErrorReportingUser')[0].params).toEqual({ identity: OTHER_USER });
  });

  it('monitoring is initialised only for signed-in users listed in the configuration', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    expect(usage.calls('startMonitoring')).toEqual([]);
    usage.actor.send(usageEvents.signInMonitored);
    expect(usage.calls('startMonitoring')).toEqual([
      { name: 'startMonitoring', params: { identity: MONITORED_USER, monitoring: MONITORING } },
    ]);
    usage.actor.send(usageEvents.signOut);
    expect(usage.calls('stopMonitoring')).toHaveLength(1);
  });

  it('monitoring does not depend on analytics being on', () => {
    const usage = startUsage(NO_ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInMonitored);
    expect(usage.names()).toEqual(['startMonitoring']);
  });

  it('a different user signing in resets the previous one before identifying the new one', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInMonitored);
    usage.clear();
    usage.actor.send(usageEvents.signInOther);
    expect(usage.names()).toEqual([
      'resetAnalyticsUser',
      'detachErrorReportingUser',
      'stopMonitoring',
      'identifyAnalyticsUser',
      'attachErrorReportingUser',
    ]);
  });

  it('the same user signing in again (token renewal) is not re-identified', () => {
    const usage = startUsage(ANALYTICS_CONFIG);
    usage.actor.send(usageEvents.signInOther);
    usage.clear();
    usage.actor.send(usageEvents.signInOther);
    expect(usage.names()).toEqual([]);
  });

  it('a renewal of the same user refreshes their details: analytics configured later get the new ones', () => {
    const renewed = { ...OTHER_USER, userEmail: 'bo.renewed@example.org' };
    const usage = startUsage();
    usage.actor.send(usageEvents.signInOther);
    usage.actor.send({ type: 'usage.signedIn', identity: renewed });
    usage.actor.send(usageEvents.configureOn);
    expect(usage.calls('identifyAnalyticsUser')).toEqual([
      { name: 'identifyAnalyticsUser', params: { identity: renewed } },
    ]);
  });

  it('a configuration arriving after sign-in identifies the signed-in user', () => {
    const usage = startUsage();
    usage.actor.send(usageEvents.signInMonitored);
    usage.actor.send(usageEvents.configureOn);
    expect(usage.names()).toEqual([
      'initAnalytics',
      'identifyAnalyticsUser',
      'attachErrorReportingUser',
      'startMonitoring',
    ]);
  });
});
