import { Group, MultiSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withPickedChange } from '../../../machines/shared/picked-change';
import { idSubsetCodec, viewParamName } from '../../../machines/shared/view-address';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { SERIES_DASHES } from '../../components/page-kit/charts/chart-types';
import { LineChart } from '../../components/page-kit/charts/LineChart';
import type { DataColumn } from '../../components/page-kit/DataTable';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { useScoreTarget } from '../../components/page-kit/score-target.hooks';
import { useViewChoice } from '../../components/page-kit/view-choice.hooks';
import { REFERENCES, ReferenceControl } from '../../components/references/ReferenceControl';
import { useReferenceChoice } from '../../components/references/reference-choice.hooks';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';
import { type ElementTrends, toTrendChartData, type YearlyOverallTrendRow } from './yearly.model';

/** Lines beyond the overall one; each gets its own dash pattern, so lines differ by more than colour. */
const MAX_ELEMENT_LINES = SERIES_DASHES.length - 1;
const ELEMENT_COLORS = ['orange.8', 'grape.8', 'teal.8', 'red.8', 'indigo.6'];
const OVERALL_COLOR = 'dark.7';
/** The references' grey (REFERENCE_COLOR) as a theme colour; long dashes, apart from every element line's. */
const REFERENCE_LINE_COLOR = 'gray.6';
const REFERENCE_DASH = '14 6';

const elementKey = (id: number) => `element${id}`;
const NO_LINES: string[] = [];

/** The service elements drawn beside the overall line, from the address (`lines.trend=3,5`). */
function useShownElements(trends: ElementTrends) {
  const ids = trends.elements.map((element) => String(element.id)).join(',');
  const codec = useMemo(() => idSubsetCodec(ids ? ids.split(',') : [], MAX_ELEMENT_LINES), [ids]);
  return useViewChoice(viewParamName('lines', 'trend'), codec, NO_LINES);
}

export interface YearlyTrendCardProps {
  overall: YearlyOverallTrendRow[];
  trends: ElementTrends;
  columns: DataColumn<YearlyOverallTrendRow>[];
  format: Formatters;
  /** A facility user's own facility: the lines are its scores, not averages. */
  ownFacility?: boolean;
}

/** The average score per year as lines: overall, plus the service elements the user adds. */
export function YearlyTrendCard({
  overall,
  trends,
  columns,
  format,
  ownFacility = false,
}: YearlyTrendCardProps) {
  const target = useScoreTarget();
  const { t } = useTranslation(['yearly-performance', 'references', 'facility-network']);
  const words = ownFacility
    ? {
        title: 'facility-network:yearly.trendTitle',
        description: 'facility-network:yearly.trendDescription',
        note: 'references:yearly.ownNote',
      }
    : { title: 'chart.trendTitle', description: 'chart.trendDescription', note: 'references:yearly.note' };
  const elementName = useServiceElementName();
  const [shown, setShown] = useShownElements(trends);
  const [reference, setReference] = useReferenceChoice('trend');
  const data = toTrendChartData(overall, trends, (element) => elementKey(element.id), reference);
  const chosen = trends.elements.filter((element) => shown.includes(String(element.id)));
  // issue 15: the chosen median as a dashed grey line, when the server sent medians (to a facility
  // user only those of at least 5 other facilities)
  const referenced = overall.some((row) => REFERENCES.some((name) => row[name] !== null));
  const referenceLine = {
    name: 'reference',
    label: t(`references:compare.${reference}`),
    color: REFERENCE_LINE_COLOR,
    strokeDasharray: REFERENCE_DASH,
  };
  const series = [
    { name: 'overall', label: t('chart.overall'), color: OVERALL_COLOR, strokeDasharray: SERIES_DASHES[0] },
    ...(referenced ? [referenceLine] : []),
    ...chosen.map((element, index) => ({
      name: elementKey(element.id),
      label: elementName(element.name),
      color: ELEMENT_COLORS[index],
      strokeDasharray: SERIES_DASHES[index + 1],
    })),
  ];
  const first = overall[0];
  const last = overall.at(-1);
  return (
    <ChartCard
      addressKey="trend"
      title={t(words.title)}
      description={
        first && last
          ? t(words.description, {
              first: format.score(first.averageScore),
              firstYear: first.year,
              last: format.score(last.averageScore),
              lastYear: last.year,
            })
          : ''
      }
      legend={series.map((line) => ({
        label: line.label,
        color: line.color.startsWith('#')
          ? line.color
          : `var(--mantine-color-${line.color.replace('.', '-')})`,
        dash: line.strokeDasharray,
      }))}
      table={{ rows: overall, columns, rowKey: (row) => row.year }}
      actions={
        <Group align="flex-end" gap="sm">
          {/* Its room is kept until the medians arrive, so the chart below does not jump. */}
          <div
            style={referenced ? undefined : { visibility: 'hidden' }}
            aria-hidden={!referenced || undefined}
          >
            <ReferenceControl value={reference} onChange={setReference} />
          </div>
          {/* on paper the legend names the lines drawn: the choice is left out (print.css) */}
          <MultiSelect
            size="xs"
            w={260}
            wrapperProps={{ 'data-print': 'hide' }}
            label={t('chart.elementsLabel')}
            data={trends.elements.map((element) => ({
              value: String(element.id),
              label: elementName(element.name),
            }))}
            value={shown}
            onChange={(next) => setShown((latest) => withPickedChange(latest, shown, next))}
            maxValues={MAX_ELEMENT_LINES}
            clearable
          />
        </Group>
      }
    >
      <LineChart
        h={300}
        data={data}
        dataKey="year"
        series={series}
        connectNulls
        withDots
        strokeWidth={2.5}
        valueFormatter={(value) => format.score(value)}
        valueMax={100}
        fitToData
        target={target}
      />
      {referenced && (
        <Text size="xs" c="gray.7" mt={4}>
          {t(words.note)}
        </Text>
      )}
    </ChartCard>
  );
}
