import type { LoginHint, MonitoringConfig, RuntimeConfig } from '../../contract/domain.types';
import type { PortalOptions } from './server-config';

function parseJson<T>(name: string, raw: string | undefined): T | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new Error(`${name} must be valid JSON`);
  }
}

/**
 * The portal's /config.json: where the QPS API, tenant service and identity provider live,
 * plus the optional analytics values (omitted when not configured, which turns analytics off).
 */
export function buildRuntimeConfig(urls: { api: string; idp: string }, portal: PortalOptions): RuntimeConfig {
  const runtime: RuntimeConfig = {
    qesBaseUrl: urls.api,
    identityServerBaseUrl: urls.idp,
    tenantBaseUrl: urls.api,
    qapMixpanelToken: portal.qapMixpanelToken,
    qapMixpanelApiHost: portal.qapMixpanelApiHost,
    aiConnectionString: portal.aiConnectionString,
    specialTenantId: portal.specialTenantId,
    mapTileUrl: portal.mapTileUrl,
    mapTileAttribution: portal.mapTileAttribution,
    monitoring: parseJson<MonitoringConfig>('QAP_MONITORING_JSON', portal.monitoringJson),
    loginHint: parseJson<LoginHint>('QAP_LOGIN_HINT_JSON', portal.loginHintJson),
  };
  // JSON.stringify drops undefined values, but keep the object itself free of them too.
  return Object.fromEntries(
    Object.entries(runtime).filter(([, value]) => value !== undefined),
  ) as RuntimeConfig;
}
