/** Column builders shared by the pages' tables (kit-neutral: any page may use them). */
export {
  type AssessmentColumnHeaders,
  type AssessmentOutcome,
  assessmentOutcomeColumns,
} from './assessment-columns';
export { countColumn, levelMixColumns, levelNarrowing } from './count-columns';
export { scoreColumn } from './score-column';
