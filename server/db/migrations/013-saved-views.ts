import { createTenantTable, type TenantKeyOptions } from './004-tenant-keys.js';

/**
 * Saved views: a user's named portal addresses in one environment. The id is random,
 * so a shared link cannot be guessed from another; the name is unique per user and environment.
 */
export const savedViewSchema = (options: TenantKeyOptions) =>
  `${createTenantTable(
    'saved_views',
    `environment_id text NOT NULL REFERENCES environments(id),
  id text NOT NULL,
  user_id text NOT NULL REFERENCES users(id),
  name text NOT NULL,
  path text NOT NULL,
  is_start_page boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (environment_id, id),
  UNIQUE (environment_id, user_id, name)`,
    options,
  ).join(';\n')};\n`;
