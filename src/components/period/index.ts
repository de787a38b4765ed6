/** The shared period picker, its address and the words for periods and their changes. */
export { AllYearsPicker } from './AllYearsPicker';
export { AssessmentPeriodCards } from './AssessmentPeriodCards';
export { PeriodComparison, type PeriodComparisonProps } from './PeriodComparison';
export { PeriodPicker, type PeriodPickerProps } from './PeriodPicker';
export { usePeriodChoice } from './period-choice.hooks';
export { usePeriodLabel } from './period-label.hooks';
export { type DeltaUnit, usePeriodTrend } from './period-trend.hooks';
