import { type CsvColumn, exportFileName } from '../csv';
import { saveBlob } from '../save-blob';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]
const SHEET_NAME_LENGTH = 31;

type CellValue = ReturnType<CsvColumn<unknown>['value']>;

/** A day as the API and the tables hold it (ISO 8601, `2025-03-14`). */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How a date cell is shown: the ISO day, which every spreadsheet language reads alike. */
const DATE_FORMAT = 'yyyy-mm-dd';

/**
 * A cell as the spreadsheet keeps it: numbers stay numbers, a day is a date (it sorts, filters and
 * subtracts as one), missing values stay empty.
 */
function cellOf(value: CellValue): string | number | boolean | Date | null {
  if (value === undefined) return null;
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!day) return value;
  const [, year, month, date] = day.map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * The rows as an Excel workbook of one sheet (header row in bold, frozen, columns sized to their
 * text). Text is written as text, never as a formula, so a cell starting with = runs nothing.
 * exceljs (about 270 kB gzip) is loaded here, on the first spreadsheet export only.
 */
export async function xlsxWorkbook<Row>(
  title: string,
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(
    title.replace(/[:\\/?*[\]]/g, ' ').slice(0, SHEET_NAME_LENGTH) || 'Export',
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(columns.map((column) => cellOf(column.value(row))));
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
    });
  }
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      columns[index].header.length,
      ...rows.slice(0, 500).map((row) => String(columns[index].value(row) ?? '').length),
    );
    column.width = Math.min(60, Math.max(8, longest + 2));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Saves the rows as `<title>.xlsx`. */
export async function downloadXlsx<Row>(
  title: string,
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): Promise<void> {
  const buffer = await xlsxWorkbook(title, rows, columns);
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), exportFileName(title, 'xlsx'));
}
