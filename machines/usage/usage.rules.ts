/** Pure rules of usage tracking (spec section 4). */
import type { UsageIdentity } from '../../contract/domain.types';
import type { UsageConfig } from './usage.types';

/** Analytics are on when the configuration holds a product-analytics token or an error-reporting connection string. */
export function isAnalyticsConfigured(config: UsageConfig): boolean {
  return Boolean(config.qapMixpanelToken || config.aiConnectionString);
}

/** Monitoring runs only for signed-in users whose id the configuration lists. */
export function isMonitoredIdentity(config: UsageConfig, identity: UsageIdentity | null): boolean {
  return Boolean(identity && config.monitoring?.userIds?.includes(identity.userId));
}
