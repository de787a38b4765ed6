import type { Config } from 'mixpanel-browser';

/**
 * Mixpanel settings (docs/analytics.md): tracking is off until a user signs in, nothing is
 * captured automatically (page views and the spec's four events are sent explicitly), and state
 * stays in localStorage rather than cookies.
 */
export function buildMixpanelConfig(apiHost: string | undefined): Partial<Config> {
  return {
    opt_out_tracking_by_default: true,
    opt_out_tracking_persistence_type: 'localStorage',
    persistence: 'localStorage',
    autocapture: false,
    track_pageview: false,
    ...(apiHost ? { api_host: apiHost } : {}),
  };
}
