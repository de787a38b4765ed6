import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressWriter } from '../../src/app/hooks/address-writer.hooks';

/** Two choices a page makes at one moment (two selects changed before the first is drawn). */
function TwoChoices() {
  const write = useAddressWriter();
  const set = (name: string, value: string) =>
    write((latest) => {
      latest.set(name, value);
      return `?${latest}`;
    });
  return (
    <>
      <output aria-label="address">{useLocation().search}</output>
      <button type="button" onClick={() => set('rows', 'category')}>
        rows
      </button>
      <button
        type="button"
        onClick={() => {
          set('rows', 'category');
          set('columns', 'year');
        }}
      >
        rows and columns
      </button>
      <button type="button" onClick={() => set('columns', 'year')}>
        columns
      </button>
    </>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/numbers', element: <TwoChoices /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  const readAddress = () => new URLSearchParams(screen.getByLabelText('address').textContent ?? '');
  return { router, address: readAddress };
}

describe('address choices build on the latest address (two picks in a row both count)', () => {
  it('a second choice made before the first is drawn keeps the first', async () => {
    const { address } = renderAt('/numbers?env=afya-production');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'rows and columns' })));
    expect(Object.fromEntries(address())).toEqual({
      env: 'afya-production',
      rows: 'category',
      columns: 'year',
    });
  });

  it('after Back, the next choice builds on the address Back returned to, not on the one left', async () => {
    const { router, address } = renderAt('/numbers?env=afya-production');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'rows' })));
    expect(address().get('rows')).toBe('category');
    await act(async () => router.navigate(-1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'columns' })));
    expect(Object.fromEntries(address())).toEqual({ env: 'afya-production', columns: 'year' });
  });
});
