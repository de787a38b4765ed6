import { vi } from 'vitest';
import type {
  AppInsightsInstance,
  AppInsightsModule,
} from '../../../src/services/analytics/appinsights.adapter';
import type { DatadogRumModule } from '../../../src/services/analytics/datadog.adapter';
import type { MixpanelSdk } from '../../../src/services/analytics/mixpanel.adapter';

/** Fake SDK modules for the adapters' loaders; each `load` is a spy that counts downloads. */

/** Every call a fake SDK received, in order, as [method, ...args]. */
export type CallLog = unknown[][];

export function fakeMixpanel() {
  const calls: CallLog = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const sdk: MixpanelSdk = {
    init: record('init'),
    opt_in_tracking: record('opt_in_tracking'),
    opt_out_tracking: record('opt_out_tracking'),
    identify: record('identify'),
    register: record('register'),
    people: { set: record('people.set') },
    track: record('track'),
    track_pageview: record('track_pageview'),
    reset: record('reset'),
  };
  return { sdk, calls, load: vi.fn(async () => sdk) };
}

export function fakeAppInsights() {
  const calls: CallLog = [];
  const instances: AppInsightsInstance[] = [];
  const initializers: ((item: { tags?: Record<string, unknown> }) => boolean | undefined)[] = [];
  class ApplicationInsights implements AppInsightsInstance {
    constructor(snippet: unknown) {
      calls.push(['new', snippet]);
      instances.push(this);
    }
    loadAppInsights() {
      calls.push(['loadAppInsights']);
    }
    addTelemetryInitializer(initializer: (item: { tags?: Record<string, unknown> }) => boolean | undefined) {
      initializers.push(initializer);
    }
    setAuthenticatedUserContext(...args: unknown[]) {
      calls.push(['setAuthenticatedUserContext', ...args]);
    }
    clearAuthenticatedUserContext() {
      calls.push(['clearAuthenticatedUserContext']);
    }
    trackException(...args: unknown[]) {
      calls.push(['trackException', ...args]);
    }
    trackPageView(...args: unknown[]) {
      calls.push(['trackPageView', ...args]);
    }
    trackEvent(...args: unknown[]) {
      calls.push(['trackEvent', ...args]);
    }
    unload() {
      calls.push(['unload']);
    }
  }
  const module = { ApplicationInsights } as unknown as AppInsightsModule;
  return { module, calls, instances, initializers, load: vi.fn(async () => module) };
}

export function fakeDatadogRum() {
  const calls: CallLog = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const module: DatadogRumModule = {
    datadogRum: {
      init: record('init'),
      setUser: record('setUser'),
      clearUser: record('clearUser'),
      stopSession: record('stopSession'),
      setTrackingConsent: record('setTrackingConsent'),
    },
  };
  return { module, calls, load: vi.fn(async () => module) };
}

/** Names of the calls, for asserting order. */
export function callNames(calls: CallLog): unknown[] {
  return calls.map(([name]) => name);
}

/** What Datadog RUM receives when monitoring starts for a watched user and then stops. */
export const DATADOG_START_STOP_CALLS = ['init', 'setUser', 'clearUser', 'stopSession', 'setTrackingConsent'];
