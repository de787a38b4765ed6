import type { UsageContext } from '../../../machines/usage/usage.types';
import { focusChecksArmedNow, usageEffectsNow, usageModelFixtures } from '../fixtures/usage.fixtures';
import type { OracleView, StateOracles } from '../oracle';

/** Usage tracking (spec sections 2 and 4: who is identified; Exit when the window loses focus). */
type View = OracleView<UsageContext>;

/** Spec section 4: analytics are on with a product-analytics token or an error-reporting connection string. */
const analyticsOn = ({ context }: View) =>
  Boolean(context.config.qapMixpanelToken || context.config.aiConnectionString);
const signedIn = ({ context }: View) => context.identity !== null;
/** The effects this step ran, by name (recorded by the model's fake effects). */
const ran = (name: string) => usageEffectsNow.filter((effect) => effect.name === name);
const ranOnce = (name: string, params: unknown) =>
  ran(name).length === 1 && JSON.stringify(ran(name)[0].params) === JSON.stringify(params);
/** Telemetry when signed in, a page view when analytics are on, and nothing else. */
const pageReported = (view: View, telemetry: unknown) =>
  (signedIn(view) ? ranOnce('sendPageTelemetry', telemetry) : ran('sendPageTelemetry').length === 0) &&
  (analyticsOn(view) ? ranOnce('trackPageView', telemetry) : ran('trackPageView').length === 0);
const someoneSignsIn = { type: 'usage.signedIn', identity: { userId: 'someone' } };
const payload = <T>(view: View) => view.event as unknown as T;

/** Spec section 9: the focus is checked every second, whatever the last check found. */
const pollKeepsRunning = (state: 'focused' | 'blurred') => ({
  'the window is checked again one second after every check': ({ event }: View) =>
    !event.type.startsWith('xstate.after.') ||
    (focusChecksArmedNow.length === 1 && focusChecksArmedNow[0] === 1000),
  'the next check is taken': ({ can }: View) =>
    can({ type: `xstate.after.focusPollInterval.usage.focus.${state}` }),
});

export const usageOracles: StateOracles<UsageContext> = {
  user: {
    'a page change is sent as telemetry when signed in and as a page view when analytics are on': (view) => {
      if (view.event.type !== 'usage.pageChanged') return true;
      const { page, facilityId } = payload<{ page: string; facilityId?: number }>(view);
      const telemetry =
        page === 'Exit'
          ? { page, facilityId: view.before.facilityId, lastPage: view.before.lastPage ?? undefined }
          : { page, facilityId, lastPage: view.before.page ?? undefined };
      return pageReported(view, telemetry);
    },
    'Exit does not replace the page the user is on': ({ event, before, context }) =>
      event.type !== 'usage.pageChanged' ||
      (event as { page?: string }).page !== 'Exit' ||
      (context.page === before.page && context.lastPage === before.lastPage),
    'closing the window records Exit': (view) => {
      if (view.event.type !== 'usage.windowClosed') return true;
      const telemetry = {
        page: 'Exit',
        facilityId: view.context.facilityId,
        lastPage: view.context.lastPage ?? undefined,
      };
      return pageReported(view, telemetry);
    },
    'something worth counting is tracked when analytics are on': (view) => {
      if (view.event.type !== 'usage.track') return true;
      const { event, properties } = payload<{ event: string; properties?: unknown }>(view);
      return analyticsOn(view)
        ? ranOnce('trackEvent', { event, properties })
        : ran('trackEvent').length === 0;
    },
    'holds the analytics settings given at the start': ({ event, context }) =>
      event.type !== 'xstate.init' ||
      JSON.stringify(context.config) === JSON.stringify(usageModelFixtures.input.config),
    'analytics settings given at the start start analytics': (view) =>
      view.event.type !== 'xstate.init' ||
      !analyticsOn(view) ||
      ranOnce('initAnalytics', {
        mixpanelToken: view.context.config.qapMixpanelToken,
        aiConnectionString: view.context.config.aiConnectionString,
      }),
    'holds the analytics settings that arrived last': ({ event, context }) =>
      event.type !== 'usage.configure' || context.config === (event as { config?: unknown }).config,
    'new analytics settings start analytics': (view) =>
      view.event.type !== 'usage.configure' ||
      (analyticsOn(view)
        ? ranOnce('initAnalytics', {
            mixpanelToken: view.context.config.qapMixpanelToken,
            aiConnectionString: view.context.config.aiConnectionString,
          })
        : ran('initAnalytics').length === 0),
  },
  'user.anonymous': {
    'identifies nobody': ({ context }) => context.identity === null,
    'a sign-in is never ignored': ({ event, can }) => event.type !== 'usage.signedIn' && can(someoneSignsIn),
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
    'monitors nobody': ({ context }) => !context.isMonitoring,
    'identifies nobody to analytics, error reporting or monitoring': () =>
      ran('identifyAnalyticsUser').length === 0 &&
      ran('attachErrorReportingUser').length === 0 &&
      ran('startMonitoring').length === 0,
    'at sign-out, analytics forget the user and monitoring stops': (view) =>
      view.event.type !== 'usage.signedOut' ||
      view.before.identity === null ||
      ((analyticsOn(view)
        ? ran('resetAnalyticsUser').length === 1 && ran('detachErrorReportingUser').length === 1
        : ran('resetAnalyticsUser').length === 0) &&
        ran('stopMonitoring').length === (view.before.isMonitoring ? 1 : 0)),
  },
  'user.signedIn': {
    'identifies the user': ({ context }) => context.identity !== null,
    'takes a new sign-in (another user, or a renewal)': ({ can }) => can(someoneSignsIn),
    'a sign-out is never ignored': ({ event, can }) =>
      event.type !== 'usage.signedOut' && can({ type: 'usage.signedOut' }),
    'is tagged signedIn': ({ tags }) => tags.has('signedIn'),
    'monitors only a listed user': ({ context }) =>
      !context.isMonitoring ||
      Boolean(context.config.monitoring?.userIds?.includes(context.identity?.userId ?? '')),
    'holds the user who signed in': ({ event, context }) =>
      event.type !== 'usage.signedIn' || context.identity === (event as { identity?: unknown }).identity,
    'a new user is identified to analytics and error reporting when they are on, and monitored when listed': (
      view,
    ) => {
      const newUser =
        (view.event.type === 'usage.signedIn' &&
          view.before.identity?.userId !== view.context.identity?.userId) ||
        (view.event.type === 'usage.configure' && view.before.identity !== null);
      if (!newUser) return ran('identifyAnalyticsUser').length === 0 && ran('startMonitoring').length === 0;
      const identity = view.context.identity;
      const monitoring = view.context.config.monitoring;
      const listed = Boolean(monitoring?.userIds?.includes(identity?.userId ?? ''));
      const startsMonitoring = listed && !view.before.isMonitoring;
      return (
        (analyticsOn(view)
          ? ranOnce('identifyAnalyticsUser', { identity }) &&
            ranOnce('attachErrorReportingUser', { identity })
          : ran('identifyAnalyticsUser').length === 0) &&
        (startsMonitoring
          ? ranOnce('startMonitoring', { identity, monitoring }) && view.context.isMonitoring
          : ran('startMonitoring').length === 0)
      );
    },
    'a page opened before the sign-in is sent as telemetry once the user is known': (view) =>
      view.event.type !== 'usage.signedIn' ||
      view.before.identity !== null ||
      (view.context.page === null
        ? ran('sendPageTelemetry').length === 0
        : ranOnce('sendPageTelemetry', {
            page: view.context.page,
            facilityId: view.context.facilityId,
            lastPage: view.context.lastPage ?? undefined,
          })),
  },
  focus: {},
  'focus.focused': {
    ...pollKeepsRunning('focused'),
    'is not away': ({ tags }) => !tags.has('away'),
    // The poll's timer event names the state it fired in: from blurred, the user just came back.
    'coming back re-records the page the user is on': (view) =>
      !view.event.type.endsWith('.focus.blurred') ||
      view.context.page === null ||
      pageReported(view, {
        page: view.context.page,
        facilityId: view.context.facilityId,
        lastPage: view.context.lastPage ?? undefined,
      }),
  },
  'focus.blurred': {
    ...pollKeepsRunning('blurred'),
    'is away': ({ tags }) => tags.has('away'),
    'losing the focus records Exit': (view) =>
      !view.event.type.endsWith('.focus.focused') ||
      pageReported(view, {
        page: 'Exit',
        facilityId: view.context.facilityId,
        lastPage: view.context.lastPage ?? undefined,
      }),
  },
};
