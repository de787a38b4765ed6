import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './reference-control.module.css';

/**
 * The medians set beside scores (Facility Details, Benchmarking, Yearly
 * Performance): of the country, the region and the category. The API names them so in every row.
 */
export const REFERENCES = ['nationalMedian', 'regionalMedian', 'peerMedian'] as const;
export type Reference = (typeof REFERENCES)[number];

/** Grey, 3.3:1 against white: a graphic's contrast (WCAG 1.4.11), apart from every score colour. */
export const REFERENCE_COLOR = '#868e96';

/** "Compare with": which median a chart draws (its table lists all three). */
export function ReferenceControl({
  value,
  onChange,
}: {
  value: Reference;
  onChange: (reference: Reference) => void;
}) {
  const { t } = useTranslation('references');
  return (
    // on paper the legend names the median drawn: the choice is left out (print.css)
    <SegmentedControl
      data-print="hide"
      size="xs"
      aria-label={t('compare.label')}
      value={value}
      onChange={(next) => onChange(next as Reference)}
      data={REFERENCES.map((name) => ({ value: name, label: t(`compare.${name}`) }))}
      classNames={{ root: classes.root, label: classes.label }}
    />
  );
}
