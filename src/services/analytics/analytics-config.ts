import type { RuntimeConfig } from '../../../contract/domain.types';

/**
 * The parts of /config.json the analytics adapters read. The optional host overrides point an
 * SDK at another collector (a local one in browser tests, or a first-party proxy in production).
 */
export type AnalyticsConfig = Pick<
  RuntimeConfig,
  'qapMixpanelToken' | 'qapMixpanelApiHost' | 'aiConnectionString' | 'qesBaseUrl' | 'monitoring'
>;
