/**
 * The identity provider's storage: oidc-provider's sessions, grants, codes and refresh tokens
 * (server/idp/sql-adapter.ts), and the failed sign-ins the login rate limit counts
 * (server/idp/login-throttle.ts). The provider created both itself at start before this migration, so a
 * database that already holds them keeps them (IF NOT EXISTS).
 */
export const identityProviderSchema = `
CREATE TABLE IF NOT EXISTS oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_payloads_grant_id ON oidc_payloads (grant_id);
CREATE INDEX IF NOT EXISTS oidc_payloads_uid ON oidc_payloads (uid);
CREATE INDEX IF NOT EXISTS oidc_payloads_user_code ON oidc_payloads (user_code);
CREATE TABLE IF NOT EXISTS login_failures (
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS login_failures_subject ON login_failures (subject, failed_at);
`;
