import type { FacilityListItem } from '../../contract/facility-list.schemas.js';

const COLUMNS: [string, (item: FacilityListItem) => unknown][] = [
  ['Id', (item) => item.id],
  ['Code', (item) => item.code],
  ['Name', (item) => item.name],
  ['Category id', (item) => item.categoryId],
  ['Awarded level', (item) => item.awardedLevel],
  ['Latest score', (item) => item.latestScore],
  ['Country', (item) => item.countryName],
  ['Region', (item) => item.regionName],
  ['District', (item) => item.districtName],
  ['Active', (item) => item.isActive],
];

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: text that could be read as a formula gets a leading quote mark. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The header row, then one chunk of lines per batch: never more than a batch in memory. */
export async function* facilityCsv(batches: AsyncIterable<FacilityListItem[]>): AsyncGenerator<string> {
  yield line(COLUMNS.map(([header]) => header));
  for await (const batch of batches) {
    yield batch.map((item) => line(COLUMNS.map(([, field]) => field(item)))).join('');
  }
}
