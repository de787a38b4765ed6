import { describe, expect, it, vi } from 'vitest';
import type { Environment, RuntimeConfig } from '../../../../contract/domain.types';
import { completeWithTenantConfiguration } from '../../../../src/services/api';
import type { TenantConfiguration } from '../../../../contract';

const TENANT_ENVIRONMENT: Environment = {
  id: 'afya-tenant',
  name: 'Afya Health Network',
  tenantId: 'afya',
  environmentSettings: { primaryColor: '#1d5c96', qesLogo: 'data:image/svg+xml;base64,' },
};
const TENANT: TenantConfiguration = {
  tenantId: 'afya',
  name: 'Afya Health Network',
  tenantEnvironment: TENANT_ENVIRONMENT,
  languages: [{ cultureName: 'en-US' }, { cultureName: 'fr-FR' }],
  defaultCulture: 'en-US',
};
const BASE: RuntimeConfig = {
  qesBaseUrl: 'http://api.test',
  identityServerBaseUrl: 'http://idp.test',
  tenantBaseUrl: 'http://tenant.test',
};

describe('runtime configuration completed from GET {tenant base}/api/tenant/configuration', () => {
  it('the tenant environment and the language list come from the tenant service, for the login hint tenant', async () => {
    const fetchTenant = vi.fn(async () => TENANT);
    const config = await completeWithTenantConfiguration(
      { ...BASE, loginHint: { tenantId: 'afya' } },
      fetchTenant,
    );
    expect(fetchTenant).toHaveBeenCalledWith('http://tenant.test', { tenantId: 'afya' });
    expect(config.tenantEnvironment).toEqual(TENANT_ENVIRONMENT);
    expect(config.languages).toEqual(TENANT.languages);
    expect(config.qesBaseUrl).toBe('http://api.test');
  });

  it('values /config.json already names are kept and the tenant service is not asked', async () => {
    const fetchTenant = vi.fn(async () => TENANT);
    const own = {
      ...BASE,
      tenantEnvironment: { ...TENANT_ENVIRONMENT, id: 'own' },
      languages: [{ cultureName: 'sw-KE' }],
    };
    expect(await completeWithTenantConfiguration(own, fetchTenant)).toEqual(own);
    expect(fetchTenant).not.toHaveBeenCalled();
  });

  it('a failing tenant service is logged and start-up goes on with /config.json as it is', async () => {
    const logger = { error: vi.fn() };
    const config = await completeWithTenantConfiguration(
      BASE,
      async () => {
        throw new Error('Network Error');
      },
      logger,
    );
    expect(config).toEqual(BASE);
    expect(logger.error).toHaveBeenCalledWith('Loading the tenant configuration failed.', expect.any(Error));
  });

  it('without a tenant base URL nothing is asked', async () => {
    const fetchTenant = vi.fn(async () => TENANT);
    const { tenantBaseUrl: _, ...withoutTenant } = BASE;
    expect(await completeWithTenantConfiguration(withoutTenant, fetchTenant)).toEqual(withoutTenant);
    expect(fetchTenant).not.toHaveBeenCalled();
  });
});
