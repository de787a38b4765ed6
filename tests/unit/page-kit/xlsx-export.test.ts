import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { CsvColumn } from '../../../src/components/page-kit/csv';
import { xlsxWorkbook } from '../../../src/components/page-kit/exports/xlsx-export';

/** Tables download as a real spreadsheet, read back here with the same library. */
interface Row {
  name: string;
  score: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Score', value: (row) => row.score },
];

async function readBack(title: string, rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await xlsxWorkbook(title, rows, columns));
  return workbook.worksheets[0];
}

describe('a table as an Excel workbook', () => {
  it('has the header row in bold, then one row per table row, numbers as numbers and missing values empty', async () => {
    const sheet = await readBack('Recent assessments', [
      { name: 'Mnazi Mmoja Hospital', score: 81.5 },
      { name: 'Kivunge Health Centre', score: null },
    ]);
    expect(sheet.name).toBe('Recent assessments');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Score']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Mnazi Mmoja Hospital');
    expect(sheet.getCell('B2').value).toBe(81.5);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('keeps text that looks like a formula as text, so opening the file runs nothing', async () => {
    const sheet = await readBack('Injection', [{ name: '=HYPERLINK("http://evil.test","x")', score: 1 }]);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://evil.test","x")');
  });

  it('names the sheet within Excel’s rules: at most 31 characters, none of : \\ / ? * [ ]', async () => {
    const sheet = await readBack('Facilities: level 3/4 [2025] by region and category?', []);
    expect(sheet.name.length).toBeLessThanOrEqual(31);
    expect(sheet.name).not.toMatch(/[:\\/?*[\]]/);
  });
});

describe('dates in an Excel workbook', () => {
  interface Assessment {
    name: string;
    assessedOn: string;
  }
  const dated: CsvColumn<Assessment>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'Assessed on', value: (row) => row.assessedOn },
  ];

  it('a day reads back as a date (that day, shown as yyyy-mm-dd), not as text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await xlsxWorkbook('Dates', [{ name: 'Mnazi Mmoja Hospital', assessedOn: '2025-03-14' }], dated),
    );
    const cell = workbook.worksheets[0].getCell('B2');
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect((cell.value as Date).toISOString()).toBe('2025-03-14T00:00:00.000Z');
    expect(cell.numFmt).toBe('yyyy-mm-dd');
    // a name is never taken for a date
    expect(workbook.worksheets[0].getCell('A2').type).toBe(ExcelJS.ValueType.String);
  });
});
