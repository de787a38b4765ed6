import type { YearlyOverallRow } from '../../../contract';

/** A YearlyPerformance/Overall row whose assessed facilities all reached level 3. */
export const yearRow = (year: number, averageScore: number, assessedCount: number): YearlyOverallRow => ({
  year,
  averageScore,
  assessedCount,
  level1: 0,
  level2: 0,
  level3: assessedCount,
  level4: 0,
  level5: 0,
  none: 0,
});
