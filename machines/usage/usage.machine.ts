import { assertEvent, assign, not, setup } from 'xstate';
import type { PageTelemetry } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import { isAnalyticsConfigured, isMonitoredIdentity } from './usage.rules';
import {
  FOCUS_POLL_INTERVAL_MS,
  type UsageContext,
  type UsageEffectParams,
  type UsageEvent,
  type UsageInput,
} from './usage.types';

/** An effect action whose real implementation comes from src/services/analytics. */
const effect =
  <Name extends keyof UsageEffectParams>(name: Name) =>
  (_: unknown, _params: UsageEffectParams[Name]) =>
    notImplemented(name);

const usageSetup = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as UsageContext,
    events: {} as UsageEvent,
    input: {} as UsageInput,
  },
  actions: {
    initAnalytics: effect('initAnalytics'),
    sendPageTelemetry: effect('sendPageTelemetry'),
    trackPageView: effect('trackPageView'),
    trackEvent: effect('trackEvent'),
    identifyAnalyticsUser: effect('identifyAnalyticsUser'),
    resetAnalyticsUser: effect('resetAnalyticsUser'),
    attachErrorReportingUser: effect('attachErrorReportingUser'),
    detachErrorReportingUser: effect('detachErrorReportingUser'),
    startMonitoring: effect('startMonitoring'),
    stopMonitoring: effect('stopMonitoring'),
    assignConfig: assign({
      config: ({ event }) => {
        assertEvent(event, 'usage.configure');
        return event.config;
      },
    }),
    assignIdentity: assign({
      identity: ({ event }) => {
        assertEvent(event, 'usage.signedIn');
        return event.identity;
      },
    }),
    clearIdentity: assign({ identity: null }),
    /** Spec section 4: a page change keeps the previous page as lastPage, except when the new page is Exit. */
    rememberPage: assign(({ context, event }) => {
      assertEvent(event, 'usage.pageChanged');
      return event.page !== 'Exit'
        ? { lastPage: context.page, page: event.page, facilityId: event.facilityId }
        : {};
    }),
    markMonitoring: assign({ isMonitoring: true }),
    unmarkMonitoring: assign({ isMonitoring: false }),
  },
  guards: {
    /** Effect guard: does the browser window have focus (document.hasFocus())? */
    hasWindowFocus: () => notImplemented('hasWindowFocus'),
    isAnalyticsOn: ({ context }) => isAnalyticsConfigured(context.config),
    isSignedIn: ({ context }) => context.identity !== null,
    isMonitoredUser: ({ context }) => isMonitoredIdentity(context.config, context.identity),
    isMonitoring: ({ context }) => context.isMonitoring,
    isDifferentUser: ({ context, event }) => {
      assertEvent(event, 'usage.signedIn');
      return event.identity.userId !== context.identity?.userId;
    },
  },
  delays: { focusPollInterval: FOCUS_POLL_INTERVAL_MS },
});

type EnqueueArgs = Parameters<Parameters<typeof usageSetup.enqueueActions>[0]>[0];

/** Page telemetry is a signed-in call; the analytics page view needs analytics on. */
function enqueuePageReport({ enqueue, check }: EnqueueArgs, telemetry: PageTelemetry): void {
  if (check('isSignedIn')) enqueue({ type: 'sendPageTelemetry', params: telemetry });
  if (check('isAnalyticsOn')) enqueue({ type: 'trackPageView', params: telemetry });
}

function telemetryOf(context: UsageContext, page: PageTelemetry['page']): PageTelemetry {
  return { page, facilityId: context.facilityId, lastPage: context.lastPage ?? undefined };
}

const reportPage = usageSetup.enqueueActions((args) => {
  assertEvent(args.event, 'usage.pageChanged');
  enqueuePageReport(args, telemetryOf(args.context, args.event.page));
});

const reportExit = usageSetup.enqueueActions((args) =>
  enqueuePageReport(args, telemetryOf(args.context, 'Exit')),
);

/**
 * A page opened before the session was restored (a reload, an address typed in) could only be
 * counted by analytics: once the user is known, its page telemetry is sent.
 */
const reportPageTelemetryOnSignIn = usageSetup.enqueueActions(({ enqueue, context }) => {
  if (context.page) enqueue({ type: 'sendPageTelemetry', params: telemetryOf(context, context.page) });
});

/** Regaining focus re-records the page the user is on. */
const reportCurrentPage = usageSetup.enqueueActions((args) => {
  if (args.context.page) enqueuePageReport(args, telemetryOf(args.context, args.context.page));
});

const trackEventIfOn = usageSetup.enqueueActions(({ enqueue, check, event }) => {
  assertEvent(event, 'usage.track');
  if (check('isAnalyticsOn'))
    enqueue({ type: 'trackEvent', params: { event: event.event, properties: event.properties } });
});

const initAnalyticsIfOn = usageSetup.enqueueActions(({ enqueue, check, context }) => {
  if (check('isAnalyticsOn'))
    enqueue({
      type: 'initAnalytics',
      params: {
        mixpanelToken: context.config.qapMixpanelToken,
        aiConnectionString: context.config.aiConnectionString,
      },
    });
});

/** Product analytics opt in and error-reporting user only while signed in; monitoring for listed users. */
const startUserTelemetry = usageSetup.enqueueActions(({ enqueue, check, context }) => {
  const identity = context.identity;
  if (!identity) return;
  if (check('isAnalyticsOn')) {
    enqueue({ type: 'identifyAnalyticsUser', params: { identity } });
    enqueue({ type: 'attachErrorReportingUser', params: { identity } });
  }
  const monitoring = context.config.monitoring;
  if (monitoring && check('isMonitoredUser') && !check('isMonitoring')) {
    enqueue({ type: 'startMonitoring', params: { identity, monitoring } });
    enqueue('markMonitoring');
  }
});

const stopUserTelemetry = usageSetup.enqueueActions(({ enqueue, check }) => {
  if (check('isAnalyticsOn')) {
    enqueue('resetAnalyticsUser');
    enqueue('detachErrorReportingUser');
  }
  if (check('isMonitoring')) {
    enqueue('stopMonitoring');
    enqueue('unmarkMonitoring');
  }
});

/**
 * Usage tracking (spec sections 2 and 4). Two regions: `user` (anonymous / signedIn: who is
 * identified to analytics, error reporting and monitoring) and `focus` (polled every second:
 * losing focus records Exit, regaining it re-records the current page).
 * Root-level events are handled by no region, so they always reach the root.
 */
export const usageMachine = usageSetup
  .extend({
    actions: {
      reportPage,
      reportExit,
      reportCurrentPage,
      reportPageTelemetryOnSignIn,
      trackEventIfOn,
      initAnalyticsIfOn,
      startUserTelemetry,
      stopUserTelemetry,
    },
  })
  .createMachine({
    id: 'usage',
    description:
      'Usage tracking: which pages the signed-in user visits and when they leave, sent to telemetry, analytics and monitoring.',
    type: 'parallel',
    context: ({ input }) => ({
      config: input?.config ?? {},
      identity: null,
      page: null,
      facilityId: undefined,
      lastPage: null,
      isMonitoring: false,
    }),
    entry: 'initAnalyticsIfOn',
    on: {
      // A configuration arriving after sign-in also identifies the user who is already there.
      'usage.configure': {
        description: 'The analytics settings arrived: analytics start, and the signed-in user is identified.',
        actions: ['assignConfig', 'initAnalyticsIfOn', 'startUserTelemetry'],
      },
      'usage.pageChanged': {
        description: 'The user opened another page: it is recorded with the page before.',
        actions: ['rememberPage', 'reportPage'],
      },
      'usage.track': {
        description: 'Something worth counting happened (filtered, switched, ...).',
        actions: 'trackEventIfOn',
      },
      'usage.windowClosed': {
        description: 'The window is closing: Exit is recorded.',
        actions: 'reportExit',
      },
    },
    states: {
      user: {
        description: 'Who is identified to analytics, error reporting and monitoring.',
        initial: 'anonymous',
        states: {
          anonymous: {
            description: 'Nobody is identified.',
            on: {
              'usage.signedIn': {
                target: 'signedIn',
                description: 'A user signed in: they are identified, and the page they are on is recorded.',
                actions: ['assignIdentity', 'reportPageTelemetryOnSignIn'],
              },
            },
          },
          signedIn: {
            description: 'The signed-in user is identified (monitoring only for listed users).',
            tags: ['signedIn'],
            entry: 'startUserTelemetry',
            exit: 'stopUserTelemetry',
            on: {
              'usage.signedIn': [
                {
                  guard: 'isDifferentUser',
                  target: 'signedIn',
                  reenter: true,
                  description: 'Another user signed in: identify them instead.',
                  actions: 'assignIdentity',
                },
                // The same user again (a token renewal): refresh the details, no re-identification.
                {
                  description:
                    'The same user again (a token renewal): their details are refreshed, not re-identified.',
                  actions: 'assignIdentity',
                },
              ],
              'usage.signedOut': {
                target: 'anonymous',
                description: 'Signed out: the user is forgotten by analytics.',
                actions: 'clearIdentity',
              },
            },
          },
        },
      },
      focus: {
        description: 'Whether the user is looking at the portal, checked every second.',
        initial: 'focused',
        states: {
          focused: {
            description: 'The portal window has the focus.',
            after: {
              focusPollInterval: [
                {
                  guard: not('hasWindowFocus'),
                  target: 'blurred',
                  description: 'The window lost the focus: Exit is recorded.',
                  actions: 'reportExit',
                },
                {
                  target: 'focused',
                  reenter: true,
                  description: 'The window still has the focus: it is checked again a second later.',
                },
              ],
            },
          },
          blurred: {
            description: 'The user is away from the portal window.',
            tags: ['away'],
            after: {
              focusPollInterval: [
                {
                  guard: 'hasWindowFocus',
                  target: 'focused',
                  description: 'The user is back: the current page is recorded again.',
                  actions: 'reportCurrentPage',
                },
                {
                  target: 'blurred',
                  reenter: true,
                  description: 'The user is still away: the focus is checked again a second later.',
                },
              ],
            },
          },
        },
      },
    },
  });
