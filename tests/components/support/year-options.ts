import { screen, within } from '@testing-library/react';

/** The years the period picker's "Year" select offers, in its order. */
export const offeredYears = () =>
  within(screen.getByRole('combobox', { name: 'Year' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
