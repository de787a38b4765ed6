import { createTenantTable, type TenantKeyOptions } from './004-tenant-keys.js';

/**
 * Facility-set handles (POST /api/qps/facility/set): the filter a handle stands for, so any API
 * process resolves it. A handle belongs to one user in one environment of one tenant.
 */
export const facilitySetSchema = (options: TenantKeyOptions) =>
  `${createTenantTable(
    'facility_sets',
    `environment_id text NOT NULL REFERENCES environments(id),
  handle text NOT NULL,
  user_id text NOT NULL REFERENCES users(id),
  tenant_id text NOT NULL REFERENCES tenants(id),
  filter jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (environment_id, handle)`,
    options,
  ).join(';\n')};\n`;
