import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceElementScoreRow } from '../../../contract';
import { usePageData } from '../../app/hooks/page-data.hooks';
import {
  BarChart,
  ChartCard,
  type DataColumn,
  PageState,
  useFormatters,
  useScoreTarget,
} from '../../components/page-kit';
import { REFERENCE_COLOR, REFERENCES, ReferenceControl } from '../../components/references/ReferenceControl';
import { useReferenceChoice } from '../../components/references/reference-choice.hooks';
import { scoreColumn } from '../../components/tables';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';

const SCORE_COLOR = '#1864ab';

/**
 * The latest assessment scored per service element, as labelled horizontal bars out of 100,
 * beside the median of the facility's country, region or category (chosen above the chart; the
 * table view lists all three), each defined once (docs/ui.md, "Reference figures") and explained
 * under the chart.
 */
export function ServiceElementScores({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation(['facility', 'references']);
  const format = useFormatters();
  const elementName = useServiceElementName();
  const [reference, setReference] = useReferenceChoice('elements');
  const data = usePageData('Facility/ServiceElementScores', { facilityId });
  const target = useScoreTarget();
  // Named in the language in use everywhere below: table, chart and description.
  const rows = data.rows.map((row) => ({
    ...row,
    serviceElementName: elementName(row.serviceElementName),
  }));
  const columns: DataColumn<ServiceElementScoreRow>[] = [
    { key: 'element', header: t('elements.element'), value: (row) => row.serviceElementName },
    scoreColumn<ServiceElementScoreRow>('score', t('elements.score'), (row) => row.score, format),
    ...REFERENCES.map((name) =>
      scoreColumn<ServiceElementScoreRow>(name, t(`references:compare.${name}`), (row) => row[name], format),
    ),
  ];
  const weakest = [...rows].sort((a, b) => a.score - b.score)[0];
  const strongest = [...rows].sort((a, b) => b.score - a.score)[0];
  return (
    <PageState
      data={data}
      skeleton="chart"
      emptyTitle={t('elements.emptyTitle')}
      emptyMessage={t('elements.emptyMessage')}
    >
      {() => (
        <ChartCard
          addressKey="elements"
          title={t('elements.title', { year: rows[0]?.year })}
          description={t('elements.description', {
            strongest: strongest.serviceElementName,
            strongestScore: format.number(strongest.score),
            weakest: weakest.serviceElementName,
            weakestScore: format.number(weakest.score),
          })}
          table={{ rows, columns, rowKey: (row) => row.serviceElementId }}
          legend={[
            { label: t('elements.score'), color: SCORE_COLOR },
            { label: t(`references:compare.${reference}`), color: REFERENCE_COLOR },
          ]}
          actions={<ReferenceControl value={reference} onChange={setReference} />}
        >
          <BarChart
            h={Math.max(220, rows.length * 36)}
            data={rows}
            dataKey="serviceElementName"
            horizontal
            categoryWidth={200}
            series={[
              { name: 'score', label: t('elements.score'), color: SCORE_COLOR },
              { name: reference, label: t(`references:compare.${reference}`), color: REFERENCE_COLOR },
            ]}
            valueMax={100}
            target={target}
            withValueLabels
            valueFormatter={(value) => format.score(value)}
          />
          <Text size="xs" c="gray.7" mt={4}>
            {t('references:compare.note')}
          </Text>
        </ChartCard>
      )}
    </PageState>
  );
}
