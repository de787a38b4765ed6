import axios from 'axios';
import type { RuntimeConfig } from '../../../machines/shared/domain.types';
import type { TenantConfiguration } from './contract/session.schemas';
import type { CallOptions } from './qps-client.types';
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
