import { ActionIcon, Anchor, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconInfoCircle, IconMinus } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import classes from './page-kit.module.css';
import { STATUS_COLORS } from './status-colors';

export interface StatTrend {
  /** Sign decides the arrow and wording; the text says it in words too. */
  value: number;
  text: string;
  /** Whether the change is good news (a rise is not always); by default a rise is. */
  tone?: keyof typeof STATUS_COLORS;
}

export interface StatCardProps {
  label: string;
  value: string;
  /** A short line under the figure (context, denominator). */
  hint?: ReactNode;
  trend?: StatTrend;
  icon?: ReactNode;
  /** One line saying what the figure counts, shown on hover and keyboard focus of the info button. */
  explanation: string;
  /** Where the facilities behind the figure are listed (a drill-through address); the figure becomes a link. */
  drillTo?: string;
}

function TrendLine({ trend }: { trend: StatTrend }) {
  const Icon = trend.value > 0 ? IconArrowUpRight : trend.value < 0 ? IconArrowDownRight : IconMinus;
  const tone = trend.tone ?? (trend.value > 0 ? 'positive' : trend.value < 0 ? 'negative' : 'neutral');
  const color = STATUS_COLORS[tone];
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      {/* Never shrunk by a long line beside it: on a phone the arrow must stay an arrow. */}
      <Icon size={16} color={color} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c={color} fw={600}>
        {trend.text}
      </Text>
    </Group>
  );
}

/** The figure's one-line explanation: a tooltip on hover, on keyboard focus and on touch; Escape closes it. */
function Explanation({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation('analysis');
  return (
    // Rendered in place, not in a portal, so the explanation stays inside the page's landmarks.
    <Tooltip
      label={text}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={280}
      withArrow
      withinPortal={false}
    >
      <ActionIcon
        variant="subtle"
        color="gray.7"
        size="sm"
        aria-label={t('explain.button', { label })}
        data-print="hide"
        // Inline after the label's last word; the negative margins keep it from heightening the line.
        ms={4}
        my={-14}
        style={{ verticalAlign: 'middle' }}
      >
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Characters in the value's longest word: its size is kept small enough for that word to fit the card. */
const longestWord = (value: string) => Math.max(1, ...value.split(/\s+/).map((word) => word.length));

/** The figure itself; with a drill-through address it links to the facilities behind it. */
function FigureValue({ label, value, drillTo }: Pick<StatCardProps, 'label' | 'value' | 'drillTo'>) {
  const { t } = useTranslation('analysis');
  const look = {
    className: classes.statValue,
    style: { '--longest-word': longestWord(value) } as CSSProperties,
    fw: 700,
    lh: 1.2,
    mt: 4,
  } as const;
  if (!drillTo) return <Text {...look}>{value}</Text>;
  return (
    <Anchor
      component={Link}
      to={drillTo}
      {...look}
      display="block"
      aria-label={t('drill.openFigure', { label, value })}
    >
      {value}
    </Anchor>
  );
}

/** A headline figure: label, value, an explanation, and optionally a hint and a trend stated in words. */
export function StatCard({ label, value, hint, trend, icon, explanation, drillTo }: StatCardProps) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={`${label}: ${value}`}
      miw={0}
      className={classes.statCard}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* The explanation button follows the label's last word, so the label has the card's whole
            width: on a phone a long word ("Zilizothibitishwa") stays whole instead of being cut in two.
            Only the label is capitals: the tooltip, rendered in place, inherits from the wrapper. */}
        <Text component="div" size="xs" style={{ overflowWrap: 'break-word' }}>
          <Text span inherit c="gray.7" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Explanation label={label} text={explanation} />
        </Text>
        {icon}
      </Group>
      <FigureValue label={label} value={value} drillTo={drillTo} />
      {trend && <TrendLine trend={trend} />}
      {hint && (
        <Text size="xs" c="gray.7" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

/**
 * Headline figures side by side: two columns on phones, `columns` from the md breakpoint.
 * The grid's items may shrink below their content, so a long figure wraps instead of widening the page.
 */
export function StatGrid({ columns = 4, children }: { columns?: 3 | 4; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, md: columns }} spacing="sm" data-stat-grid>
      {children}
    </SimpleGrid>
  );
}
