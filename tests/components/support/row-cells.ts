import { within } from '@testing-library/react';

/** The text of each cell of one table row (its header cell left out). */
export const rowCells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
