import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { BarChart, LineChart } from '../../../src/components/page-kit';
import { createI18n } from '../../../src/services/i18n';
import { ALL_LOCALE_RESOURCES } from '../../support/all-locale-resources';

const levels = [
  { label: 'Level 1', count: 15_553, uncertified: 0 },
  { label: 'Level 2', count: 22_697, uncertified: 0 },
  { label: 'Uncertified', count: null, uncertified: 12_746 },
];
const count = { name: 'count', label: 'Facilities', color: 'blue.8' };
const uncertified = { name: 'uncertified', label: 'Uncertified', color: '#868e96' };
const thousands = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** Texts of every culture, started once: the charts write a mark's hover title with the culture's spacing. */
const cultures = {
  'en-US': createI18n('en-US', { resources: ALL_LOCALE_RESOURCES }),
  'fr-FR': createI18n('fr-FR', { resources: ALL_LOCALE_RESOURCES }),
};
beforeAll(() => Promise.all(Object.values(cultures).map((culture) => culture.ready)));

const renderChart = (chart: React.ReactNode, culture: keyof typeof cultures = 'en-US') =>
  render(
    <I18nextProvider i18n={cultures[culture].i18n}>
      <MantineProvider>{chart}</MantineProvider>
    </I18nextProvider>,
  ).container;
const titles = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(`${selector} > title`)].map((title) => title.textContent);

describe('page charts', () => {
  it('a bar per value, its figure on hover and written above it, and an axis from 0 to a round top', () => {
    const chart = renderChart(
      <BarChart
        h={260}
        data={levels}
        dataKey="label"
        series={[count]}
        withValueLabels
        valueFormatter={thousands}
      />,
    );
    expect(titles(chart, 'rect')).toEqual(['Level 1 · Facilities: 15,553', 'Level 2 · Facilities: 22,697']);
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['15,553', '22,697', '0', '10,000', '30,000', 'Uncertified']),
    );
    const bars = [...chart.querySelectorAll('rect')].map((rect) => ({
      top: Number(rect.getAttribute('y')),
      height: Number(rect.getAttribute('height')),
    }));
    // 260 px high, 24 of them for the labels under the plot: every bar stands on the axis at 236
    for (const bar of bars) expect(bar.top + bar.height).toBeCloseTo(236);
    expect(bars[0].height).toBeGreaterThan(0);
    expect(bars[1].height / bars[0].height).toBeCloseTo(22_697 / 15_553, 2);
    // the axis ends at 30,000: 22,697 reaches about three quarters of the way up
    expect(bars[1].height / 236).toBeCloseTo(22_697 / 30_000, 2);
  });

  it('stacked bars put each series after the one before, in the same bar', () => {
    const chart = renderChart(
      <BarChart
        h={200}
        data={[{ name: 'Kenya', count: 600, uncertified: 200 }]}
        dataKey="name"
        series={[count, uncertified]}
        horizontal
        stacked
      />,
    );
    const [head, tail] = [...chart.querySelectorAll('rect')];
    expect(head.getAttribute('width')).toBe(tail.getAttribute('x'));
    expect(head.getAttribute('y')).toBe(tail.getAttribute('y'));
    expect(titles(chart, 'rect')).toEqual(['Kenya · Facilities: 600', 'Kenya · Uncertified: 200']);
  });

  it('a negative count is drawn as an empty bar, never as a negative one', () => {
    const chart = renderChart(
      <BarChart
        h={200}
        data={[{ name: 'Kenya', count: -5, uncertified: 20 }]}
        dataKey="name"
        series={[count, uncertified]}
        horizontal
        stacked
      />,
    );
    const widths = [...chart.querySelectorAll('rect')].map((rect) =>
      Number.parseFloat(rect.getAttribute('width') ?? ''),
    );
    expect(widths[0]).toBe(0);
    expect(widths[1]).toBeGreaterThan(0);
  });

  it('a long place name keeps its full text, shown on hover where the column shortens it', () => {
    const chart = renderChart(
      <BarChart
        h={120}
        data={[{ name: 'Infection Prevention and Control', score: 99 }]}
        dataKey="name"
        series={[{ name: 'score', label: 'Score', color: '#1864ab' }]}
        horizontal
        categoryWidth={200}
        valueMax={100}
      />,
    );
    expect(chart.querySelector('[title="Infection Prevention and Control"]')).toHaveTextContent(
      'Infection Prevention and Control',
    );
  });

  it('a line per series with its own dash pattern, a dot with its figure per value, broken where a year is missing', () => {
    const chart = renderChart(
      <LineChart
        h={240}
        data={[
          { year: 2023, overall: 64.3, clinical: 60 },
          { year: 2024, overall: 68.6, clinical: null },
          { year: 2025, overall: 70.1, clinical: 66 },
        ]}
        dataKey="year"
        series={[
          { name: 'overall', label: 'All', color: '#212529', strokeDasharray: '0' },
          { name: 'clinical', label: 'Clinical Care', color: '#d9480f', strokeDasharray: '6 3' },
        ]}
        withDots
        valueMax={100}
      />,
    );
    const [overall, clinical] = [...chart.querySelectorAll('path')];
    expect(overall.getAttribute('d')?.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
    expect(clinical.getAttribute('d')?.match(/[ML]/g)).toEqual(['M', 'M']);
    expect(clinical.getAttribute('stroke-dasharray')).toBe('6 3');
    expect(titles(chart, 'circle')).toEqual([
      '2023 · All: 64.3',
      '2024 · All: 68.6',
      '2025 · All: 70.1',
      '2023 · Clinical Care: 60',
      '2025 · Clinical Care: 66',
    ]);
  });

  it("a mark's hover title in French spaces its label and value as French does: a no-break space before the colon", () => {
    const values = { name: 'count', label: 'Établissements', color: 'blue.8' };
    const bars = renderChart(
      <BarChart
        h={260}
        data={levels.slice(0, 1)}
        dataKey="label"
        series={[values]}
        valueFormatter={String}
      />,
      'fr-FR',
    );
    expect(titles(bars, 'rect')).toEqual(['Level 1 · Établissements\u00a0: 15553']);
    const lines = renderChart(
      <LineChart
        h={260}
        data={[{ year: 2024, count: 12 }]}
        dataKey="year"
        series={[values]}
        withDots
        valueFormatter={String}
      />,
      'fr-FR',
    );
    expect(titles(lines, 'circle')).toEqual(['2024 · Établissements\u00a0: 12']);
  });
});
