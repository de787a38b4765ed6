import { Box, Card, Group, Stack, Text } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/page-kit/DataTable';
import { DownloadMenu } from '../../components/page-kit/exports/DownloadMenu';
import { downloadPngImage, downloadSvgImage } from '../../components/page-kit/exports/chart-image';
import { tableToSvg } from '../../components/page-kit/exports/table-image';
import { PageState } from '../../components/page-kit/PageState';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';
import {
  AVERAGE_COLUMN,
  type ComparedFacility,
  type Comparison,
  elementColumn,
  NAME_COLUMN,
  referenceRow,
  toComparison,
} from './comparison.model';
import { type HeatCellLink, HeatCell } from './HeatCell';
import { useHeatCellLinks } from './heat-drill.hooks';
import { heatMapImage } from './heat-map-image';
import { HeatLegend, useHeatLegendItems } from './HeatLegend';

/** The chosen facilities' latest scores per service element, with the network median as the reference row. */
export function ComparisonHeatMap({ facilityIds }: { facilityIds: number[] }) {
  const { t } = useTranslation('benchmarking');
  const comparison = useFilteredPageData('BenchmarkingV2/Comparison', { facilityIds });
  return (
    <PageState data={comparison} skeleton="table" label={t('v2.table.caption')}>
      {() => <HeatMapTable comparison={toComparison(comparison.rows)} />}
    </PageState>
  );
}

function HeatMapTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation(['benchmarking', 'references', 'exports']);
  const format = useFormatters();
  const elementName = useServiceElementName();
  const { elementLink, averageLink } = useHeatCellLinks(format, elementName);
  const columns = useMemo((): DataColumn<ComparedFacility>[] => {
    // A score column sorts by the score and shows it as a coloured cell opening its facilities.
    const heatColumn = (
      key: string,
      header: string,
      score: (row: ComparedFacility) => number | null,
      link: (row: ComparedFacility) => HeatCellLink | undefined,
    ) => ({
      key,
      header,
      value: score,
      render: (row: ComparedFacility) => (
        <HeatCell score={score(row)} format={format.score} link={link(row)} />
      ),
      align: 'center' as const,
    });
    return [
      {
        key: NAME_COLUMN,
        header: t('v2.table.facility'),
        value: (row) => row.name,
        render: (row) => <Box miw={160}>{row.name}</Box>,
      },
      ...comparison.elements.map((element) =>
        heatColumn(
          elementColumn(element.id),
          elementName(element.name),
          (row) => row.scores[element.id] ?? null,
          (row) => elementLink(row, element),
        ),
      ),
      heatColumn(AVERAGE_COLUMN, t('v2.table.average'), (row) => row.average, averageLink),
    ];
  }, [comparison.elements, t, format, elementName, elementLink, averageLink]);
  const reference = referenceRow(comparison, t('v2.table.peerMedian'));
  const titleId = useId();
  const legend = useHeatLegendItems((value) => format.number(value));
  const title = t('v2.table.caption');
  // the picture is drawn from the data, so it holds every row and column however the table scrolls
  const image = () =>
    tableToSvg(
      heatMapImage(comparison, reference, {
        title,
        facility: t('v2.table.facility'),
        average: t('v2.table.average'),
        elementName,
        score: format.score,
        legend,
      }),
    );
  const imageChoices = [
    { label: t('exports:png'), save: () => downloadPngImage(title, image()) },
    { label: t('exports:svg'), save: () => downloadSvgImage(title, image()) },
  ];

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} component="h2" size="lg" m={0} id={titleId}>
            {title}
          </Text>
          {/* two downloads in one card: each button says what it saves (docs/ui.md, Exports) */}
          <DownloadMenu
            choices={imageChoices}
            label={t('exports:downloadImage')}
            accessibleName={t('exports:imageLabelled', { name: title })}
          />
        </Group>
        <DataTable
          addressKey="comparison"
          caption={title}
          rows={comparison.facilities}
          columns={columns}
          rowKey={(row) => row.id}
          footerRows={[reference]}
          labelDownloadAsTable
        />
        <HeatLegend items={legend} />
        <Text size="xs" c="gray.7">
          {t('references:heat.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
