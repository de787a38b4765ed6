/**
 * facility_rollup_region and assessment_rollup_region: the two rollups summed once more over
 * districts and facility groups (both null here). A filter that names neither, which is most
 * filters and the portal's default, reads one row where the fine rollup has about eleven: at
 * 1,000,000 facilities per environment, about 24,000 assessment groups instead of 268,000.
 * Only queries that never read district or facility group may use them (SourceOptions.byRegion).
 */
export const regionRollupSchema = `
CREATE TABLE facility_rollup_region (LIKE facility_rollup);
ALTER TABLE facility_rollup_region ALTER COLUMN district_id DROP NOT NULL;
CREATE INDEX facility_rollup_region_environment ON facility_rollup_region (environment_id, region_id);
CREATE TABLE assessment_rollup_region (LIKE assessment_rollup);
ALTER TABLE assessment_rollup_region ALTER COLUMN district_id DROP NOT NULL;
CREATE INDEX assessment_rollup_region_environment ON assessment_rollup_region (environment_id, year);
`;
