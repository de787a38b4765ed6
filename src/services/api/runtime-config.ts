import axios from 'axios';
import type { RuntimeConfig } from '../../../contract/domain.types';
import type { TenantConfiguration } from '../../../contract/session.schemas';
import type { CallOptions } from './qps-client.types';
import { failureKindOf } from './failure-kind';
import { API_TIMEOUT_MS } from './qps-http';

/**
 * GET /config.json from the web origin, at start. No QES base URL exists yet, so this call
 * does not go through the QPS client.
 */
export async function fetchRuntimeConfig(
  url = '/config.json',
  options: CallOptions = {},
): Promise<RuntimeConfig> {
  const response = await axios.get<RuntimeConfig>(url, {
    timeout: API_TIMEOUT_MS,
    headers: { 'Cache-Control': 'no-cache' },
    signal: options.signal,
  });
  return response.data;
}

/** GET {tenant base}/api/tenant/configuration?tenantId (anonymous): the tenant's environment and languages. */
export async function fetchTenantConfiguration(
  tenantBaseUrl: string,
  query: { tenantId?: string } = {},
  options: CallOptions = {},
): Promise<TenantConfiguration> {
  const response = await axios.get<TenantConfiguration>('/api/tenant/configuration', {
    baseURL: tenantBaseUrl,
    params: query,
    timeout: API_TIMEOUT_MS,
    signal: options.signal,
  });
  return response.data;
}

type TenantConfigurationFetch = (
  tenantBaseUrl: string,
  query: { tenantId?: string },
) => Promise<TenantConfiguration>;

/**
 * Fills what /config.json leaves out from the tenant service: the tenant environment (the
 * signed-out theme) and the language list. A configuration that already names both is kept as
 * it is; a failing tenant service is logged and start-up goes on (the QPS API still answers both).
 */
export async function completeWithTenantConfiguration(
  config: RuntimeConfig,
  fetchTenant: TenantConfigurationFetch = fetchTenantConfiguration,
  logger: Pick<Console, 'error'> = console,
): Promise<RuntimeConfig> {
  if (!config.tenantBaseUrl || (config.tenantEnvironment && config.languages?.length)) return config;
  try {
    const tenant = await fetchTenant(config.tenantBaseUrl, { tenantId: config.loginHint?.tenantId });
    return {
      ...config,
      tenantEnvironment: config.tenantEnvironment ?? tenant.tenantEnvironment,
      languages: config.languages?.length ? config.languages : tenant.languages,
    };
  } catch (error) {
    logger.error('Loading the tenant configuration failed.', error);
    return config;
  }
}

/** The runtime configuration at start: /config.json completed from the tenant service. */
export async function loadRuntimeConfig(
  url = '/config.json',
  options: CallOptions = {},
): Promise<RuntimeConfig> {
  const config = await fetchRuntimeConfig(url, options);
  return completeWithTenantConfiguration(config, (base, query) =>
    fetchTenantConfiguration(base, query, options),
  );
}

/**
 * Offline reading: the configuration that last loaded is kept, and stands in when the
 * network cannot be reached, so the portal starts offline (its language list included).
 */
export async function loadRuntimeConfigOrCopy(
  load: () => Promise<RuntimeConfig>,
  copy: { save(config: RuntimeConfig): Promise<void>; load(): Promise<RuntimeConfig | null> },
): Promise<RuntimeConfig> {
  try {
    const config = await load();
    copy.save(config).catch(() => {});
    return config;
  } catch (error) {
    if (failureKindOf(error) !== 'offline') throw error;
    const kept = await copy.load().catch(() => null);
    if (kept) return kept;
    throw error;
  }
}
