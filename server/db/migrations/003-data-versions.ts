/**
 * A data version per environment: bumped whenever the environment's facts change (seed, imports),
 * so answers cached under an older version are never served again.
 */
export const dataVersionSchema = `
CREATE TABLE data_versions (
  environment_id text PRIMARY KEY REFERENCES environments(id),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO data_versions (environment_id) SELECT id FROM environments ON CONFLICT DO NOTHING;
`;
