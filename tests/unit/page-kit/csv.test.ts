import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from '../../../src/components/page-kit/csv';

interface Row {
  name: string;
  score: number | null;
}

const columns = [
  { header: 'Facility', value: (row: Row) => row.name },
  { header: 'Score', value: (row: Row) => row.score },
];

describe('CSV export (toCsv)', () => {
  it('writes a header line and one line per visible row, CRLF-terminated, in the given order', () => {
    const csv = toCsv<Row>(
      [
        { name: 'Kisumu Health Centre', score: 81.5 },
        { name: 'Arusha Clinic', score: 64 },
      ],
      columns,
    );
    expect(csv).toBe('Facility,Score\r\nKisumu Health Centre,81.5\r\nArusha Clinic,64\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"');
    expect(csvCell('the "best" clinic')).toBe('"the ""best"" clinic"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('leaves a missing value as an empty cell', () => {
    expect(toCsv<Row>([{ name: 'Gulu', score: null }], columns)).toBe('Facility,Score\r\nGulu,\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-3)).toBe('-3');
  });

  it('exports only the header when no rows are visible', () => {
    expect(toCsv<Row>([], columns)).toBe('Facility,Score\r\n');
  });

  it('names the file from the table caption with only safe characters', () => {
    expect(csvFileName('Établissements récents / 2025')).toBe('etablissements-recents-2025.csv');
    expect(csvFileName('***')).toBe('export.csv');
  });
});
