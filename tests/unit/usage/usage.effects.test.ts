import { describe, it } from 'vitest';
import { usageMachine } from '../../../machines/usage';
import { expectEffectsLeftToTheCompositionRoot } from '../support/unprovided-effects';

describe('usage machine effects', () => {
  it('analytics, telemetry, error reporting, monitoring and the focus check are effects left to the composition root', async () => {
    await expectEffectsLeftToTheCompositionRoot(usageMachine, {
      actions: [
        'initAnalytics',
        'sendPageTelemetry',
        'trackPageView',
        'trackEvent',
        'identifyAnalyticsUser',
        'resetAnalyticsUser',
        'attachErrorReportingUser',
        'detachErrorReportingUser',
        'startMonitoring',
        'stopMonitoring',
      ],
      guards: ['hasWindowFocus'],
    });
  });
});
