import type { ReactNode } from 'react';
import { PeriodPicker, type PeriodPickerProps } from './PeriodPicker';
import type { usePeriodChoice } from './period-choice.hooks';

/** The picker, then the line naming what is shown (printed; the picker is hidden in print). */
export function PeriodHeading({
  choice,
  years,
  allYears,
  children,
}: {
  choice: ReturnType<typeof usePeriodChoice>;
  years: readonly number[];
  allYears?: PeriodPickerProps['allYears'];
  /** The line. */
  children: ReactNode;
}) {
  return (
    <>
      <PeriodPicker
        period={choice.period}
        compareTo={choice.compareTo}
        years={years}
        onChange={choice.choose}
        allYears={allYears}
      />
      {children}
    </>
  );
}
