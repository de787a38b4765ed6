/** The plain filter dimensions both rollups are grouped by. */
const ROLLUP_GROUP_COLUMNS = `
  environment_id text NOT NULL,
  country_id int NOT NULL,
  region_id int NOT NULL,
  district_id int NOT NULL,
  category_id int NOT NULL,
  facility_group_id int,
  awarded_level smallint,
  is_active boolean NOT NULL,
  is_cert_active boolean NOT NULL,
  latest_year smallint,
`;

/**
 * The analytics tables the pages read (refreshed by refreshAnalytics, never written by hand):
 * facility_facts, one narrow row per facility with everything a list, a map or an aggregate
 * filters, sorts or sums on; facility_rollup, those facts counted per combination of the plain
 * filter dimensions, so an aggregate over a million facilities reads a few thousand rows;
 * assessment_rollup, every assessment summed the same way per year (yearly performance).
 */
export const analyticsSchema = `
CREATE TABLE facility_facts (
  environment_id text NOT NULL,
  facility_id int NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  -- the name's words for word-prefix search (built-in full text search: PGlite has no pg_trgm by default)
  name_words tsvector NOT NULL,
  category_id int NOT NULL,
  facility_group_id int,
  country_id int NOT NULL,
  region_id int NOT NULL,
  district_id int NOT NULL,
  country_name text NOT NULL,
  region_name text NOT NULL,
  district_name text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  awarded_level smallint,
  certificate_id int,
  is_cert_active boolean NOT NULL,
  is_active boolean NOT NULL,
  latest_score real,
  latest_year smallint,
  latest_assessed_on date,
  -- the score of the assessment in the year before the latest, if any (Home's change since last year)
  prior_year_score real,
  assessment_count smallint NOT NULL,
  has_contract boolean NOT NULL,
  has_momcare boolean NOT NULL,
  PRIMARY KEY (environment_id, facility_id)
);
-- one index per sort of the paged list, ending in the id that breaks ties
CREATE INDEX facility_facts_name ON facility_facts (environment_id, name, facility_id);
CREATE INDEX facility_facts_code ON facility_facts (environment_id, code, facility_id);
CREATE INDEX facility_facts_code_prefix ON facility_facts (environment_id, lower(code) text_pattern_ops);
CREATE INDEX facility_facts_name_words ON facility_facts USING gin (name_words);
CREATE INDEX facility_facts_level_asc ON facility_facts (environment_id, awarded_level ASC NULLS LAST, facility_id);
CREATE INDEX facility_facts_level_desc ON facility_facts (environment_id, awarded_level DESC NULLS LAST, facility_id DESC);
CREATE INDEX facility_facts_score_asc ON facility_facts (environment_id, latest_score ASC NULLS LAST, facility_id);
CREATE INDEX facility_facts_score_desc ON facility_facts (environment_id, latest_score DESC NULLS LAST, facility_id DESC);
CREATE INDEX facility_facts_country ON facility_facts (environment_id, country_name, facility_id);
CREATE INDEX facility_facts_region ON facility_facts (environment_id, region_name, facility_id);
CREATE INDEX facility_facts_district ON facility_facts (environment_id, district_name, facility_id);
-- Home's recent assessments: the newest first without reading every assessment
CREATE INDEX facility_facts_assessed ON facility_facts (environment_id, latest_assessed_on DESC NULLS LAST, facility_id);
-- map cells and points inside a box; the level and active flag included so cells need no table reads
CREATE INDEX facility_facts_position ON facility_facts (environment_id, longitude, latitude) INCLUDE (awarded_level, is_active);

CREATE TABLE facility_rollup (
${ROLLUP_GROUP_COLUMNS}  facilities int NOT NULL,
  scored int NOT NULL,
  score_sum double precision NOT NULL,
  latitude_sum double precision NOT NULL,
  longitude_sum double precision NOT NULL,
  -- where the group lies (the map's extent)
  latitude_min double precision NOT NULL,
  latitude_max double precision NOT NULL,
  longitude_min double precision NOT NULL,
  longitude_max double precision NOT NULL,
  prior_year_scored int NOT NULL,
  prior_year_score_sum double precision NOT NULL,
  -- facilities assessed in more than one year, and with MomCare data (the tab toggles)
  multi_year_assessed int NOT NULL,
  with_momcare int NOT NULL
);
CREATE INDEX facility_rollup_environment ON facility_rollup (environment_id, region_id);

-- every assessment (not only the latest) counted per year and awarded level, within the same groups
CREATE TABLE assessment_rollup (
${ROLLUP_GROUP_COLUMNS}  year smallint NOT NULL,
  assessed_level smallint,
  assessments int NOT NULL,
  score_sum double precision NOT NULL,
  -- element_sums[i]: the sum of scores[i] (service element with sort_order i)
  element_sums double precision[] NOT NULL
);
CREATE INDEX assessment_rollup_environment ON assessment_rollup (environment_id, year);
`;
