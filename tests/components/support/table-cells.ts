import { within } from '@testing-library/react';
import { rowCells } from './row-cells';

/** The text of each cell of a table's body rows (the header row left out), row by row. */
export function cellTexts(table: HTMLElement): (string | null)[][] {
  return within(table).getAllByRole('row').slice(1).map(rowCells);
}
