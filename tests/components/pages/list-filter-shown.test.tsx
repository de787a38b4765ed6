import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '../../../machines/filter';
import { FilterChips } from '../../../src/pages/facility-list/FilterChips';
import { renderPage } from './kit-harness';

/**
 * docs/ui.md, drill-through list: a list opened from its address shows the filter it applies. A
 * bare `/facilities` lists every facility, active and inactive, while the filter panel may show
 * "Active": the list says so instead of showing nothing.
 */
const noop = () => {};
const region = () => screen.getByRole('region', { name: 'Filter of this list' });

describe('the list shows the filter it applies', () => {
  it('a list without any filter says it lists every facility, active and inactive', () => {
    renderPage(<FilterChips filter={{ ...DEFAULT_FILTER, activeStates: [] }} onChange={noop} />);
    expect(
      within(region()).getByText('None: every facility of the environment, active and inactive.'),
    ).toBeInTheDocument();
  });

  it('a list narrowed without an active state says both states are listed, beside its chips', () => {
    renderPage(
      <FilterChips filter={{ ...DEFAULT_FILTER, activeStates: [], awardedLevels: [3] }} onChange={noop} />,
    );
    expect(within(region()).getByRole('button', { name: 'Remove Level 3' })).toBeInTheDocument();
    expect(within(region()).getByText('Active and inactive facilities.')).toBeInTheDocument();
  });

  it('a list of active facilities shows its Active chip and no such note', () => {
    renderPage(<FilterChips filter={DEFAULT_FILTER} onChange={noop} />);
    expect(within(region()).getByRole('button', { name: 'Remove Active' })).toBeInTheDocument();
    expect(within(region()).queryByText(/active and inactive/)).not.toBeInTheDocument();
  });
});
