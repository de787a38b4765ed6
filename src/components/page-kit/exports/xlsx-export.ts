import { type CsvColumn, exportFileName, saveBlob } from '../csv';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]
const SHEET_NAME_LENGTH = 31;

type CellValue = ReturnType<CsvColumn<unknown>['value']>;

/** A cell as the spreadsheet keeps it: numbers stay numbers, missing values stay empty. */
const cellOf = (value: CellValue): string | number | boolean | null => (value === undefined ? null : value);

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
  for (const row of rows) sheet.addRow(columns.map((column) => cellOf(column.value(row))));
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
