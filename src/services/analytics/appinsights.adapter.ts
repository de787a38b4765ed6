import type { IConfig, IConfiguration } from '@microsoft/applicationinsights-web';
import type { PageTelemetry, TrackedEvent, UsageIdentity } from '../../../contract/domain.types';
import { APP_INSIGHTS_APPLICATION_ID, buildAppInsightsConfig } from './appinsights.config';
import { definedProperties } from './defined-properties';
import { sanitizeAuthenticatedUserId } from './sanitize-user-id';
import { createSdkRunner, type ModuleLoader } from './sdk-runner';

/** The part of an Application Insights instance this adapter uses. */
export interface AppInsightsInstance {
  loadAppInsights(): unknown;
  addTelemetryInitializer(
    initializer: (item: { tags?: Record<string, unknown> }) => boolean | undefined,
  ): unknown;
  setAuthenticatedUserContext(authenticatedUserId: string, accountId?: string, storeInCookie?: boolean): void;
  clearAuthenticatedUserContext(): void;
  trackException(exception: { exception?: Error }, customProperties?: Record<string, unknown>): void;
  trackPageView(pageView: { name?: string; properties?: Record<string, unknown> }): void;
  trackEvent(event: { name: string; properties?: Record<string, unknown> }): void;
  unload(isAsync?: boolean): unknown;
}

/** The part of the @microsoft/applicationinsights-web module this adapter uses. */
export interface AppInsightsModule {
  ApplicationInsights: new (snippet: { config: IConfiguration & IConfig }) => AppInsightsInstance;
}

export interface ErrorReporting {
  attach(identity: UsageIdentity): Promise<void>;
  detach(): Promise<void>;
  /** Records a failed call or other error; dropped while no user is signed in. */
  recordError(error: unknown): void;
  /** Page views and tracked events, sent only while a user is signed in and the SDK is ready. */
  trackPage(telemetry: PageTelemetry): void;
  trackEvent(event: TrackedEvent, properties?: Record<string, unknown>): void;
}

/** Errors kept while the SDK loads after sign-in; beyond this the oldest are dropped. */
export const PENDING_ERROR_LIMIT = 50;

/** The cloud role tag Application Insights groups telemetry by. */
const CLOUD_ROLE_TAG = 'ai.cloud.role';

/** Status, method and URL of a failed HTTP call, never its headers (they hold the bearer token). */
function describeFailedCall(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('config' in error)) return undefined;
  const { config, response } = error as {
    config?: { url?: string; method?: string };
    response?: { status?: number };
  };
  return { url: config?.url, method: config?.method, status: response?.status };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Error reporting (spec section 4): Application Insights is attached only for signed-in users,
 * identified by their sanitised user id, and detached (flushed and unloaded) on sign-out.
 */
export function createAppInsightsAdapter({
  connectionString,
  load,
}: {
  connectionString: string;
  load: ModuleLoader<AppInsightsModule>;
}): ErrorReporting {
  const runner = createSdkRunner(load);
  let instance: AppInsightsInstance | undefined;
  // Steps run in call order on the queue; these flags decide synchronously what is queued.
  let started = false;
  let attached = false;
  let pending: unknown[] = [];

  const start = (ApplicationInsights: AppInsightsModule['ApplicationInsights']) => {
    const created = new ApplicationInsights({ config: buildAppInsightsConfig(connectionString) });
    created.loadAppInsights();
    created.addTelemetryInitializer((item) => {
      item.tags = { ...item.tags, [CLOUD_ROLE_TAG]: APP_INSIGHTS_APPLICATION_ID };
      return true;
    });
    return created;
  };
  const send = (target: AppInsightsInstance, error: unknown) =>
    target.trackException({ exception: asError(error) }, describeFailedCall(error));

  return {
    attach(identity) {
      attached = true;
      started = true;
      return runner.run(({ ApplicationInsights }) => {
        const target = instance ?? start(ApplicationInsights);
        target.setAuthenticatedUserContext(sanitizeAuthenticatedUserId(identity.userId));
        instance = target;
        for (const error of pending) send(target, error);
        pending = [];
      });
    },
    detach() {
      attached = false;
      pending = [];
      if (!started) return Promise.resolve();
      return runner.run(() => {
        if (!instance) return;
        instance.clearAuthenticatedUserContext();
        instance.unload();
        instance = undefined;
      });
    },
    recordError(error) {
      if (!attached) return;
      if (instance) {
        send(instance, error);
        return;
      }
      pending = [...pending, error].slice(-PENDING_ERROR_LIMIT);
    },
    // Queued behind the sign-in's own step: the first page view comes while the SDK still loads.
    trackPage({ page, facilityId, lastPage }) {
      if (!attached) return;
      void runner.run(() =>
        instance?.trackPageView({ name: page, properties: definedProperties({ facilityId, lastPage }) }),
      );
    },
    trackEvent(event, properties) {
      if (!attached) return;
      void runner.run(() => instance?.trackEvent({ name: event, properties }));
    },
  };
}
