import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import {
  BarChart,
  ChartCard,
  type DataColumn,
  LEVELS,
  levelKey,
  useFormatters,
  useLevelName,
} from '../../components/page-kit';
import { reachesLevelTarget, useLevelTarget } from '../../components/page-kit/level-target.hooks';
import type { HomeSummaryRow } from '../../../contract';
import { shareOfFacilities } from './facility-share';

interface LevelRow {
  level: number | null;
  label: string;
  count: number;
  share: number;
}

/** Facilities per certification level (and uncertified), as bars labelled with their counts. */
export function LevelDistribution({ row }: { row: HomeSummaryRow }) {
  const { t } = useTranslation(['home', 'pages-common', 'analysis', 'targets']);
  const target = useLevelTarget();
  const format = useFormatters();
  const drillTo = useDrillTo();
  const navigate = useNavigate();
  const levelName = useLevelName();
  // Level 0 = uncertified: the filter's way of naming the facilities without a level.
  const levelList = (entry: LevelRow) => drillTo({ awardedLevels: [entry.level ?? 0] });
  const rows: LevelRow[] = [...LEVELS, null].map((level) => {
    const count = level === null ? row.none : row[`level${level}`];
    return {
      level,
      label: levelName(levelKey(level)),
      count,
      share: shareOfFacilities(count, row.facilityCount),
    };
  });
  const columns: DataColumn<LevelRow>[] = [
    { key: 'level', header: t('pages-common:level.column'), value: (entry) => entry.label },
    {
      key: 'count',
      header: t('home:levels.count'),
      value: (entry) => entry.count,
      align: 'right',
      // Each level's count opens its facilities: the keyboard's way to what a bar's click opens.
      render: (entry) => (
        <Anchor
          component={Link}
          to={levelList(entry)}
          aria-label={`${format.number(entry.count)}. ${t('analysis:drill.openGroup', { name: entry.label })}`}
        >
          {format.number(entry.count)}
        </Anchor>
      ),
    },
    {
      key: 'share',
      header: t('home:levels.share'),
      value: (entry) => entry.share,
      align: 'right',
      render: (entry) => format.percent(entry.share, 1),
    },
  ];
  const figures = t('home:levels.description', {
    parts: rows
      .map((entry) =>
        format.labelled(entry.label, `${format.number(entry.count)} (${format.percent(entry.share)})`),
      )
      .join(', '),
  });
  // The target in words too, for the table view and screen readers
  const reached = target
    ? rows.reduce((sum, entry) => sum + (reachesLevelTarget(entry.level, target.level) ? entry.count : 0), 0)
    : 0;
  const description = target
    ? `${figures} ${format.labelled(
        target.label,
        t('targets:level.reached', {
          count: format.number(reached),
          total: format.number(row.facilityCount),
          share: format.percent(shareOfFacilities(reached, row.facilityCount)),
        }),
      )}`
    : figures;
  return (
    <ChartCard
      addressKey="levels"
      title={t('home:levels.title')}
      description={description}
      table={{ rows, columns, rowKey: (entry) => String(entry.level) }}
    >
      <BarChart
        h={260}
        data={rows.map((entry) => ({ label: entry.label, count: entry.count }))}
        dataKey="label"
        series={[{ name: 'count', label: t('home:levels.count'), color: 'blue.8' }]}
        withValueLabels
        valueFormatter={(value) => format.number(value)}
        counts
        onBarOpen={(index) => navigate(levelList(rows[index]))}
        targetMarks={
          target && { ...target, covers: (index) => reachesLevelTarget(rows[index].level, target.level) }
        }
      />
    </ChartCard>
  );
}
