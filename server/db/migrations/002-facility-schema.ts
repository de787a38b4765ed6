/** Facilities and everything measured about them. Facility ids are unique across environments. */
export const facilitySchema = `
CREATE TABLE facility_categories (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE service_elements (id int PRIMARY KEY, name text NOT NULL, sort_order int NOT NULL);
CREATE TABLE facility_groups (
  id int PRIMARY KEY,
  environment_id text NOT NULL REFERENCES environments(id),
  name text NOT NULL
);

CREATE TABLE facilities (
  id int PRIMARY KEY,
  environment_id text NOT NULL REFERENCES environments(id),
  code text NOT NULL,
  name text NOT NULL,
  category_id int NOT NULL REFERENCES facility_categories(id),
  facility_group_id int REFERENCES facility_groups(id),
  country_id int NOT NULL REFERENCES countries(id),
  region_id int NOT NULL REFERENCES regions(id),
  district_id int NOT NULL REFERENCES districts(id),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  awarded_level smallint CHECK (awarded_level BETWEEN 1 AND 5),
  certificate_id int UNIQUE,
  certificate_valid_from date,
  certificate_valid_to date,
  is_cert_active boolean NOT NULL,
  is_self_active boolean NOT NULL,
  is_entry_active boolean NOT NULL,
  -- denormalised from the latest assessment so list and summary queries need no join
  latest_score real,
  latest_year smallint
);
CREATE INDEX facilities_environment ON facilities (environment_id, id);
CREATE INDEX facilities_environment_region ON facilities (environment_id, region_id);
CREATE INDEX facilities_environment_district ON facilities (environment_id, district_id);
CREATE INDEX facilities_environment_level ON facilities (environment_id, awarded_level);

-- scores[i] is the score (0-100) of the service element with sort_order i.
CREATE TABLE assessments (
  facility_id int NOT NULL REFERENCES facilities(id),
  year smallint NOT NULL,
  assessed_on date NOT NULL,
  total_score real NOT NULL,
  awarded_level smallint,
  scores smallint[] NOT NULL,
  is_latest boolean NOT NULL,
  PRIMARY KEY (facility_id, year)
);
CREATE INDEX assessments_latest ON assessments (facility_id) WHERE is_latest;

CREATE TABLE momcare_monthly (
  facility_id int NOT NULL REFERENCES facilities(id),
  month date NOT NULL,
  first_anc_visits int NOT NULL,
  anc4_visits int NOT NULL,
  facility_deliveries int NOT NULL,
  caesarean_deliveries int NOT NULL,
  postnatal_visits int NOT NULL,
  referrals int NOT NULL,
  PRIMARY KEY (facility_id, month)
);

CREATE TABLE activities (
  id int PRIMARY KEY,
  facility_id int NOT NULL REFERENCES facilities(id),
  title text NOT NULL,
  activity_date date NOT NULL,
  file_name text NOT NULL
);
CREATE INDEX activities_facility ON activities (facility_id);

CREATE TABLE organizations (
  id int PRIMARY KEY,
  environment_id text NOT NULL REFERENCES environments(id),
  name text NOT NULL
);
CREATE TABLE roles (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE contracts (
  id int PRIMARY KEY,
  environment_id text NOT NULL REFERENCES environments(id),
  name text NOT NULL
);
CREATE TABLE contract_organizations (
  contract_id int NOT NULL REFERENCES contracts(id),
  role_id int NOT NULL REFERENCES roles(id),
  organization_id int NOT NULL REFERENCES organizations(id),
  PRIMARY KEY (contract_id, role_id, organization_id)
);
CREATE TABLE contract_facilities (
  contract_id int NOT NULL REFERENCES contracts(id),
  facility_id int NOT NULL REFERENCES facilities(id),
  PRIMARY KEY (contract_id, facility_id)
);
CREATE INDEX contract_facilities_facility ON contract_facilities (facility_id);

CREATE TABLE surveys (
  id int PRIMARY KEY,
  environment_id text NOT NULL REFERENCES environments(id),
  name text NOT NULL,
  year smallint NOT NULL
);
CREATE TABLE survey_questions (
  id int PRIMARY KEY,
  survey_id int NOT NULL REFERENCES surveys(id),
  text text NOT NULL,
  sort_order int NOT NULL
);
CREATE TABLE survey_answers (
  question_id int NOT NULL REFERENCES survey_questions(id),
  survey_id int NOT NULL REFERENCES surveys(id),
  facility_id int NOT NULL REFERENCES facilities(id),
  answer text NOT NULL,
  PRIMARY KEY (question_id, facility_id)
);
CREATE INDEX survey_answers_survey_facility ON survey_answers (survey_id, facility_id);
`;
