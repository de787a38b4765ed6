import { Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { oneOf, viewParamName } from '../../../machines/shared/view-address';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { type DataColumn, DataTable } from './DataTable';
import { DownloadMenu } from './exports/DownloadMenu';
import classes from './page-kit.module.css';
import { useViewChoice } from './view-choice.hooks';
import { useExportCaption } from './exports/export-caption.hooks';

const CARD_VIEWS = oneOf(['chart', 'table'] as const);

export interface ChartTable<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
}

export interface ChartCardProps<Row> {
  title: string;
  /**
   * Names the card's Chart/Table switch and its table's sort in the page's address
   * (`view.<addressKey>=table`, `sort.<addressKey>=...`); unique on its page.
   */
  addressKey: string;
  /** A sentence that states what the chart shows (its main figures), read by screen readers. */
  description: string;
  legend?: readonly LegendItem[];
  /** The chart's data as a table: the alternative view and the CSV export. */
  table: ChartTable<Row>;
  /** The chart: a BarChart or LineChart from ./charts. */
  children: ReactNode;
  /** Extra controls next to the title (e.g. a period selector). */
  actions?: ReactNode;
}

/**
 * A titled chart with a text description, a legend and a Chart/Table switch, so the figures are
 * readable without colour and without the picture.
 */
export function ChartCard<Row>({
  title,
  addressKey,
  description,
  legend,
  table,
  children,
  actions,
}: ChartCardProps<Row>) {
  const { t } = useTranslation(['pages-common', 'exports']);
  const [view, setView] = useViewChoice(viewParamName('view', addressKey), CARD_VIEWS, 'chart');
  const figure = useRef<HTMLElement>(null);
  // the figure is drawn whenever the menu shows (chart view)
  const drawn = () => figure.current as HTMLElement;
  // the file says what it shows away from the page: environment, filter, day
  const caption = useExportCaption();
  // the image code loads on the first download, not with the first screen
  const imageChoices = [
    {
      label: t('exports:png'),
      save: async () => (await import('./exports/chart-image')).downloadChartPng(title, drawn(), caption()),
    },
    {
      label: t('exports:svg'),
      save: async () => (await import('./exports/chart-image')).downloadChartSvg(title, drawn(), caption()),
    },
  ];
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {view === 'chart' && (
            <DownloadMenu choices={imageChoices} accessibleName={t('exports:chartNamed', { name: title })} />
          )}
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t('chart.showChart') },
              { value: 'table', label: t('chart.showTable') },
            ]}
            aria-label={t('chart.viewLabel', { title })}
            data-print="hide"
          />
        </Group>
      </Group>
      <Text size="sm" c="gray.7" id={descriptionId} mb="sm">
        {description}
      </Text>
      {view === 'chart' ? (
        <figure
          ref={figure}
          className={classes.figure}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        >
          {children}
          {legend && legend.length > 0 && <ChartLegend items={legend} label={t('chart.legend')} />}
        </figure>
      ) : (
        <DataTable
          caption={title}
          addressKey={addressKey}
          rows={table.rows}
          columns={table.columns}
          rowKey={table.rowKey}
        />
      )}
    </Card>
  );
}
