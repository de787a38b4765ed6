/**
 * element_score_rollup: how many facilities' latest assessments gave each service element each
 * score, per combination of the filter dimensions Benchmarking filters by most (the portal's
 * default is active facilities), and the same summed over every region. Scores are whole numbers
 * from 0 to 100, so these 101 rows per group give exact medians, quartiles and ranks without
 * reading a million assessments.
 */
export const elementScoreRollupSchema = `
CREATE TABLE element_score_rollup (
  environment_id text NOT NULL,
  -- both null: the group summed over every region (a filter or peer group without place reads only these)
  country_id int,
  region_id int,
  category_id int NOT NULL,
  awarded_level smallint,
  is_active boolean NOT NULL,
  score smallint NOT NULL,
  -- facilities[i]: facilities whose latest assessment scored the element with sort_order i this score
  facilities int[] NOT NULL
);
CREATE INDEX element_score_rollup_environment ON element_score_rollup (environment_id, region_id);
`;
