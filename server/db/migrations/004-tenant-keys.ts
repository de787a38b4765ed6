/**
 * Every tenant table is keyed by environment_id: it leads the primary key, every index and every
 * foreign key between tenant tables, so the tables can be distributed by environment (Citus) or
 * hash-partitioned by it without touching a query. PostgreSQL cannot add a column to a primary key
 * in place, so each table is rebuilt: the old one is renamed aside, the new one created (optionally
 * PARTITION BY HASH), the rows copied with their environment looked up through their parent, and
 * the old tables dropped. Ids keep their values (they were unique across environments).
 *
 * Reference tables, copied whole to every node in a distributed setup (small, shared, joined by id):
 * tenants, environments, users, languages, countries, regions, districts, facility_categories,
 * service_elements, roles. See docs/scaling.md.
 */

interface TenantTable {
  name: string;
  /** Column and constraint definitions of the rebuilt table. */
  definition: string;
  /** SELECT list and FROM clause (old tables carry the suffix _v3) that fills the rebuilt table. */
  copy: string;
  /** Secondary indexes of the old table, dropped so the new ones can reuse their names. */
  oldIndexes?: string[];
  indexes?: string[];
}

// child tables reach environments through their parent's composite key
const ENVIRONMENT = 'environment_id text NOT NULL';
const ENVIRONMENT_ROOT = `${ENVIRONMENT} REFERENCES environments(id)`;

// parents before children, so composite foreign keys find their target
const TENANT_TABLES: TenantTable[] = [
  ...['facility_groups', 'organizations', 'contracts'].map((name) => ({
    name,
    definition: `id int NOT NULL, ${ENVIRONMENT_ROOT}, name text NOT NULL, PRIMARY KEY (environment_id, id)`,
    copy: `id, environment_id, name FROM ${name}_v3`,
  })),
  {
    name: 'surveys',
    definition: `id int NOT NULL, ${ENVIRONMENT_ROOT}, name text NOT NULL, year smallint NOT NULL,
      PRIMARY KEY (environment_id, id)`,
    copy: 'id, environment_id, name, year FROM surveys_v3',
  },
  {
    name: 'survey_questions',
    definition: `${ENVIRONMENT}, id int NOT NULL, survey_id int NOT NULL, text text NOT NULL, sort_order int NOT NULL,
      PRIMARY KEY (environment_id, id),
      FOREIGN KEY (environment_id, survey_id) REFERENCES surveys (environment_id, id)`,
    copy: 's.environment_id, q.id, q.survey_id, q.text, q.sort_order FROM survey_questions_v3 q JOIN surveys_v3 s ON s.id = q.survey_id',
  },
  {
    name: 'facilities',
    definition: `id int NOT NULL, ${ENVIRONMENT_ROOT}, code text NOT NULL, name text NOT NULL,
      category_id int NOT NULL REFERENCES facility_categories(id), facility_group_id int,
      country_id int NOT NULL REFERENCES countries(id), region_id int NOT NULL REFERENCES regions(id),
      district_id int NOT NULL REFERENCES districts(id),
      latitude double precision NOT NULL, longitude double precision NOT NULL,
      awarded_level smallint CHECK (awarded_level BETWEEN 1 AND 5), certificate_id int,
      certificate_valid_from date, certificate_valid_to date,
      is_cert_active boolean NOT NULL, is_self_active boolean NOT NULL, is_entry_active boolean NOT NULL,
      latest_score real, latest_year smallint,
      PRIMARY KEY (environment_id, id),
      UNIQUE (environment_id, certificate_id),
      FOREIGN KEY (environment_id, facility_group_id) REFERENCES facility_groups (environment_id, id)`,
    copy: `id, environment_id, code, name, category_id, facility_group_id, country_id, region_id, district_id,
      latitude, longitude, awarded_level, certificate_id, certificate_valid_from, certificate_valid_to,
      is_cert_active, is_self_active, is_entry_active, latest_score, latest_year FROM facilities_v3`,
    oldIndexes: [
      'facilities_environment',
      'facilities_environment_region',
      'facilities_environment_district',
      'facilities_environment_level',
    ],
    indexes: [
      'facilities_environment_region ON facilities (environment_id, region_id)',
      'facilities_environment_district ON facilities (environment_id, district_id)',
      'facilities_environment_level ON facilities (environment_id, awarded_level)',
    ],
  },
  {
    name: 'assessments',
    definition: `${ENVIRONMENT}, facility_id int NOT NULL, year smallint NOT NULL, assessed_on date NOT NULL,
      total_score real NOT NULL, awarded_level smallint, scores smallint[] NOT NULL, is_latest boolean NOT NULL,
      PRIMARY KEY (environment_id, facility_id, year),
      FOREIGN KEY (environment_id, facility_id) REFERENCES facilities (environment_id, id)`,
    copy: `f.environment_id, a.facility_id, a.year, a.assessed_on, a.total_score, a.awarded_level, a.scores, a.is_latest
      FROM assessments_v3 a JOIN facilities_v3 f ON f.id = a.facility_id`,
    oldIndexes: ['assessments_latest'],
    indexes: ['assessments_latest ON assessments (environment_id, facility_id) WHERE is_latest'],
  },
  {
    name: 'momcare_monthly',
    definition: `${ENVIRONMENT}, facility_id int NOT NULL, month date NOT NULL,
      first_anc_visits int NOT NULL, anc4_visits int NOT NULL, facility_deliveries int NOT NULL,
      caesarean_deliveries int NOT NULL, postnatal_visits int NOT NULL, referrals int NOT NULL,
      PRIMARY KEY (environment_id, facility_id, month),
      FOREIGN KEY (environment_id, facility_id) REFERENCES facilities (environment_id, id)`,
    copy: `f.environment_id, m.facility_id, m.month, m.first_anc_visits, m.anc4_visits, m.facility_deliveries,
      m.caesarean_deliveries, m.postnatal_visits, m.referrals FROM momcare_monthly_v3 m JOIN facilities_v3 f ON f.id = m.facility_id`,
  },
  {
    name: 'activities',
    definition: `${ENVIRONMENT}, id int NOT NULL, facility_id int NOT NULL, title text NOT NULL,
      activity_date date NOT NULL, file_name text NOT NULL,
      PRIMARY KEY (environment_id, id),
      FOREIGN KEY (environment_id, facility_id) REFERENCES facilities (environment_id, id)`,
    copy: `f.environment_id, a.id, a.facility_id, a.title, a.activity_date, a.file_name
      FROM activities_v3 a JOIN facilities_v3 f ON f.id = a.facility_id`,
    oldIndexes: ['activities_facility'],
    indexes: ['activities_facility ON activities (environment_id, facility_id)'],
  },
  {
    name: 'contract_organizations',
    definition: `${ENVIRONMENT}, contract_id int NOT NULL, role_id int NOT NULL REFERENCES roles(id),
      organization_id int NOT NULL,
      PRIMARY KEY (environment_id, contract_id, role_id, organization_id),
      FOREIGN KEY (environment_id, contract_id) REFERENCES contracts (environment_id, id),
      FOREIGN KEY (environment_id, organization_id) REFERENCES organizations (environment_id, id)`,
    copy: `c.environment_id, co.contract_id, co.role_id, co.organization_id
      FROM contract_organizations_v3 co JOIN contracts_v3 c ON c.id = co.contract_id`,
  },
  {
    name: 'contract_facilities',
    definition: `${ENVIRONMENT}, contract_id int NOT NULL, facility_id int NOT NULL,
      PRIMARY KEY (environment_id, contract_id, facility_id),
      FOREIGN KEY (environment_id, contract_id) REFERENCES contracts (environment_id, id),
      FOREIGN KEY (environment_id, facility_id) REFERENCES facilities (environment_id, id)`,
    copy: `c.environment_id, cf.contract_id, cf.facility_id
      FROM contract_facilities_v3 cf JOIN contracts_v3 c ON c.id = cf.contract_id`,
    oldIndexes: ['contract_facilities_facility'],
    indexes: ['contract_facilities_facility ON contract_facilities (environment_id, facility_id)'],
  },
  {
    name: 'survey_answers',
    definition: `${ENVIRONMENT}, question_id int NOT NULL, survey_id int NOT NULL, facility_id int NOT NULL,
      answer text NOT NULL,
      PRIMARY KEY (environment_id, question_id, facility_id),
      FOREIGN KEY (environment_id, question_id) REFERENCES survey_questions (environment_id, id),
      FOREIGN KEY (environment_id, survey_id) REFERENCES surveys (environment_id, id),
      FOREIGN KEY (environment_id, facility_id) REFERENCES facilities (environment_id, id)`,
    copy: `s.environment_id, sa.question_id, sa.survey_id, sa.facility_id, sa.answer
      FROM survey_answers_v3 sa JOIN surveys_v3 s ON s.id = sa.survey_id`,
    oldIndexes: ['survey_answers_survey_facility'],
    indexes: ['survey_answers_survey_facility ON survey_answers (environment_id, survey_id, facility_id)'],
  },
  {
    name: 'sync_runs',
    definition: `id int NOT NULL, ${ENVIRONMENT_ROOT}, run_start_timestamp timestamptz NOT NULL, run_end_timestamp timestamptz,
      PRIMARY KEY (environment_id, id)`,
    copy: 'id, environment_id, run_start_timestamp, run_end_timestamp FROM sync_runs_v3',
    oldIndexes: ['sync_runs_environment'],
    indexes: ['sync_runs_environment ON sync_runs (environment_id, run_start_timestamp DESC)'],
  },
  {
    name: 'page_telemetry',
    definition: `id bigint GENERATED ALWAYS AS IDENTITY, user_id text NOT NULL REFERENCES users(id), ${ENVIRONMENT_ROOT},
      page text NOT NULL, facility_id int, last_page text, recorded_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (environment_id, id)`,
    copy: 'id, user_id, environment_id, page, facility_id, last_page, recorded_at FROM page_telemetry_v3',
  },
];

/** Hash partitions per tenant table when partitioned (the CI stand-in for distribution). */
const PARTITIONS = 4;

export interface TenantKeyOptions {
  /** Creates each tenant table PARTITION BY HASH (environment_id) with four partitions. */
  partitionByEnvironment: boolean;
}

/** CREATE TABLE for a tenant table, hash-partitioned by environment_id when asked (later migrations use it too). */
export function createTenantTable(
  name: string,
  definition: string,
  { partitionByEnvironment }: TenantKeyOptions,
) {
  if (!partitionByEnvironment) return [`CREATE TABLE ${name} (${definition})`];
  const partitions = Array.from(
    { length: PARTITIONS },
    (_, remainder) =>
      `CREATE TABLE ${name}_p${remainder} PARTITION OF ${name} FOR VALUES WITH (MODULUS ${PARTITIONS}, REMAINDER ${remainder})`,
  );
  return [`CREATE TABLE ${name} (${definition}) PARTITION BY HASH (environment_id)`, ...partitions];
}

export function tenantKeysSchema({ partitionByEnvironment }: TenantKeyOptions): string {
  const statements: string[] = [];
  for (const table of TENANT_TABLES) {
    for (const index of table.oldIndexes ?? []) statements.push(`DROP INDEX ${index}`);
    statements.push(`ALTER TABLE ${table.name} RENAME TO ${table.name}_v3`);
    statements.push(`ALTER INDEX ${table.name}_pkey RENAME TO ${table.name}_v3_pkey`);
  }
  // the identity sequence keeps its name when its table is renamed
  statements.push('ALTER SEQUENCE page_telemetry_id_seq RENAME TO page_telemetry_v3_id_seq');
  for (const table of TENANT_TABLES) {
    statements.push(...createTenantTable(table.name, table.definition, { partitionByEnvironment }));
    for (const index of table.indexes ?? []) statements.push(`CREATE INDEX ${index}`);
    // OVERRIDING keeps page_telemetry's ids; tables without an identity column ignore it
    statements.push(`INSERT INTO ${table.name} OVERRIDING SYSTEM VALUE SELECT ${table.copy}`);
  }
  statements.push(
    "SELECT setval(pg_get_serial_sequence('page_telemetry', 'id'), coalesce(max(id), 0) + 1, false) FROM page_telemetry",
  );
  statements.push(`DROP TABLE ${TENANT_TABLES.map((table) => `${table.name}_v3`).join(', ')}`);
  return `${statements.join(';\n')};\n`;
}
