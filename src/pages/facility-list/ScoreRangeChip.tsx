import { CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ElementScoreRange } from '../../../machines/facility-list/score-range-address';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';

/**
 * The chip of a heat-map cell's score range ("Staffing: 65 to 74"), removable like the filter's
 * chips. The element is named from General/ServiceElements; until it answers, by its id.
 */
export function ScoreRangeChip({ range, onRemove }: { range: ElementScoreRange; onRemove: () => void }) {
  const { t } = useTranslation(['references', 'analysis']);
  const format = useFormatters();
  const elementName = useServiceElementName();
  const elements = usePageData('General/ServiceElements').rows;
  const element = elements.find((row) => row.id === range.serviceElementId);
  const text = t('references:drill.scoreRange', {
    element: element
      ? elementName(element.name)
      : t('references:drill.element', { id: range.serviceElementId }),
    min: format.number(range.minScore),
    max: format.number(range.maxScore),
  });
  return (
    <Pill size="md" data-chip>
      <Group gap={2} wrap="nowrap">
        {text}
        <CloseButton
          size="xs"
          aria-label={t('analysis:drill.removeChip', { chip: text })}
          onClick={onRemove}
          data-print="hide"
        />
      </Group>
    </Pill>
  );
}
