import type { Config } from 'mixpanel-browser';
import type { PageTelemetry, TrackedEvent, UsageIdentity } from '../../../contract/domain.types';
import { definedProperties } from './defined-properties';
import { buildMixpanelConfig } from './mixpanel.config';
import { createSdkRunner, type ModuleLoader } from './sdk-runner';

type Properties = Record<string, unknown>;

/** The part of the Mixpanel SDK this adapter uses. */
export interface MixpanelSdk {
  init(token: string, config: Partial<Config>): unknown;
  opt_in_tracking(): void;
  opt_out_tracking(): void;
  identify(userId: string): unknown;
  register(properties: Properties): void;
  people: { set(properties: Properties): void };
  track(event: string, properties?: Properties): unknown;
  track_pageview(properties?: Properties): unknown;
  reset(): void;
}

export interface ProductAnalytics {
  signIn(identity: UsageIdentity): Promise<void>;
  signOut(): Promise<void>;
  trackPage(telemetry: PageTelemetry): Promise<void>;
  trackEvent(event: TrackedEvent, properties?: Properties): Promise<void>;
}

/**
 * Product analytics (spec section 4): Mixpanel is loaded and initialised at the first sign-in,
 * opted in only while a user is signed in, identified by user id with email and organisation,
 * and reset and opted out again on sign-out. While nobody is signed in nothing is loaded or sent.
 */
export function createMixpanelAdapter({
  token,
  apiHost,
  load,
}: {
  token: string;
  apiHost?: string;
  load: ModuleLoader<MixpanelSdk>;
}): ProductAnalytics {
  const runner = createSdkRunner(load);
  // Steps run in call order on the queue, so each one only needs to know what it does;
  // these flags decide synchronously whether a step is queued at all.
  let started = false;
  let signedIn = false;
  let initialised = false;

  const whileSignedIn = (step: (mixpanel: MixpanelSdk) => void) =>
    signedIn ? runner.run(step) : Promise.resolve();

  return {
    signIn(identity) {
      started = true;
      signedIn = true;
      return runner.run((mixpanel) => {
        if (!initialised) mixpanel.init(token, buildMixpanelConfig(apiHost));
        initialised = true;
        mixpanel.opt_in_tracking();
        mixpanel.identify(identity.userId);
        mixpanel.register(
          definedProperties({ email: identity.userEmail, organisation: identity.userOrganisation }),
        );
        mixpanel.people.set(
          definedProperties({ $email: identity.userEmail, organisation: identity.userOrganisation }),
        );
      });
    },
    signOut() {
      signedIn = false;
      if (!started) return Promise.resolve();
      return runner.run((mixpanel) => {
        mixpanel.reset();
        mixpanel.opt_out_tracking();
      });
    },
    trackPage({ page, facilityId, lastPage }) {
      return whileSignedIn((mixpanel) =>
        mixpanel.track_pageview(definedProperties({ page, facilityId, lastPage })),
      );
    },
    trackEvent(event, properties = {}) {
      return whileSignedIn((mixpanel) => mixpanel.track(event, properties));
    },
  };
}
