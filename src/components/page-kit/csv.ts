import { saveBlob } from './save-blob';

/** One column of a table as CSV sees it: a header and the raw value of each row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** RFC 4180 cell: quoted when it holds a separator, a quote or a line break; quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading = + - @ would run as a formula in spreadsheet programs: neutralise it (OWASP CSV injection).
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as CSV text: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every system: letters, digits, dash and underscore, with the extension. */
export function exportFileName(base: string, extension: string): string {
  const stem = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${stem || 'export'}.${extension}`;
}

/** exportFileName for CSV. */
export const csvFileName = (base: string): string => exportFileName(base, 'csv');

/** Saves the CSV; the byte-order mark makes spreadsheet programs read UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), csvFileName(fileName));
}
