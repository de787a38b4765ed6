/** Tenants, environments, languages, users and the geography the facilities live in. */
export const coreSchema = `
CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort_order int NOT NULL
);

-- kind 'working' = an environment users work in; 'tenant' = the tenant environment (signed-out theme).
CREATE TABLE environments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('working', 'tenant')),
  primary_color text NOT NULL,
  qes_logo text NOT NULL,
  qes_favicon text,
  settings jsonb NOT NULL DEFAULT '{}',
  sort_order int NOT NULL
);
CREATE INDEX environments_tenant ON environments (tenant_id, kind, sort_order);

CREATE TABLE languages (
  culture_name text PRIMARY KEY,
  display_name text NOT NULL,
  sort_order int NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  user_type text CHECK (user_type IS NULL OR user_type = 'FacilityUser'),
  user_org text,
  tenant_id text NOT NULL REFERENCES tenants(id),
  facility_id int,
  permissions text[] NOT NULL DEFAULT '{}',
  settings jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE countries (
  id int PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  name text NOT NULL,
  iso_code text NOT NULL,
  min_latitude double precision NOT NULL,
  max_latitude double precision NOT NULL,
  min_longitude double precision NOT NULL,
  max_longitude double precision NOT NULL
);
CREATE TABLE regions (id int PRIMARY KEY, country_id int NOT NULL REFERENCES countries(id), name text NOT NULL);
CREATE TABLE districts (id int PRIMARY KEY, region_id int NOT NULL REFERENCES regions(id), name text NOT NULL);

CREATE TABLE sync_runs (
  id int PRIMARY KEY,
  environment_id text NOT NULL REFERENCES environments(id),
  run_start_timestamp timestamptz NOT NULL,
  run_end_timestamp timestamptz
);
CREATE INDEX sync_runs_environment ON sync_runs (environment_id, run_start_timestamp DESC);

CREATE TABLE page_telemetry (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  environment_id text NOT NULL REFERENCES environments(id),
  page text NOT NULL,
  facility_id int,
  last_page text,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
`;
