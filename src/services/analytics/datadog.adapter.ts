import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { UsageIdentity } from '../../../contract/domain.types';
import { isMonitoredIdentity } from '../../../machines/usage/usage.rules';
import type { AnalyticsConfig } from './analytics-config';
import { buildDatadogConfig } from './datadog.config';
import { createSdkRunner, type ModuleLoader } from './sdk-runner';

/** The part of the Datadog RUM public API this adapter uses. */
export interface DatadogRumApi {
  init(configuration: RumInitConfiguration): void;
  setUser(user: { id: string; email?: string; organisation?: string }): void;
  clearUser(): void;
  stopSession(): void;
  setTrackingConsent(consent: 'granted' | 'not-granted'): void;
}

export interface DatadogRumModule {
  datadogRum: DatadogRumApi;
}

export interface Monitoring {
  signIn(identity: UsageIdentity): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * Real-user monitoring with session replay (spec section 4): started only for a signed-in user
 * whose id the configuration lists. RUM cannot be un-initialised, so on sign-out the session is
 * stopped and consent withdrawn: no later user of the same page is recorded.
 */
export function createDatadogAdapter({
  config,
  load,
}: {
  config: AnalyticsConfig;
  load: ModuleLoader<DatadogRumModule>;
}): Monitoring {
  const runner = createSdkRunner(load);
  let initialised = false;
  let monitoring = false;

  return {
    signIn(identity) {
      // The machine asks only for listed users; checked again so that no other user is ever recorded.
      if (!config.monitoring || !isMonitoredIdentity(config, identity)) return Promise.resolve();
      const settings = config.monitoring;
      monitoring = true;
      return runner.run(({ datadogRum }) => {
        if (initialised) datadogRum.setTrackingConsent('granted');
        else datadogRum.init(buildDatadogConfig(settings));
        initialised = true;
        datadogRum.setUser({
          id: identity.userId,
          ...(identity.userEmail ? { email: identity.userEmail } : {}),
          ...(identity.userOrganisation ? { organisation: identity.userOrganisation } : {}),
        });
      });
    },
    signOut() {
      if (!monitoring) return Promise.resolve();
      monitoring = false;
      return runner.run(({ datadogRum }) => {
        datadogRum.clearUser();
        datadogRum.stopSession();
        datadogRum.setTrackingConsent('not-granted');
      });
    },
  };
}
