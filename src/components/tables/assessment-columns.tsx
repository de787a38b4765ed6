import type { DataColumn } from '../page-kit/DataTable';
import { LevelBadge } from '../page-kit/LevelBadge';
import type { Formatters } from '../page-kit/page-data.hooks';
import { scoreColumn } from './score-column';

/** The outcome of one assessment, as both the facility history and the recent list show it. */
export interface AssessmentOutcome {
  assessedOn: string;
  totalScore: number;
  awardedLevel: number | null;
}

export interface AssessmentColumnHeaders {
  assessedOn: string;
  score: string;
  level: string;
}

/** Assessed on (a date), total score and awarded level (a badge), in that order. */
export function assessmentOutcomeColumns<Row extends AssessmentOutcome>(
  headers: AssessmentColumnHeaders,
  format: Formatters,
): DataColumn<Row>[] {
  return [
    {
      key: 'assessedOn',
      header: headers.assessedOn,
      value: (row) => row.assessedOn,
      render: (row) => format.date(row.assessedOn),
    },
    scoreColumn<Row>('score', headers.score, (row) => row.totalScore, format),
    {
      key: 'level',
      header: headers.level,
      value: (row) => row.awardedLevel,
      render: (row) => <LevelBadge level={row.awardedLevel} size="sm" />,
    },
  ];
}
