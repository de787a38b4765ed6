import { useFormatters } from '../page-data.hooks';
import { type ChartRow, fieldOf } from './chart-types';

/** Each row's category as the chart writes it: a number (a year) in the culture's digits, ungrouped. */
export function useChartCategories(data: readonly ChartRow[], dataKey: string): string[] {
  const format = useFormatters();
  return data.map((row) => {
    const category = fieldOf(row, dataKey);
    return typeof category === 'number' ? format.year(category) : String(category);
  });
}
