import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, PageState, StatCard } from '../../../src/components/page-kit';
import { renderPage } from './kit-harness';

interface Row {
  id: number;
  name: string;
  score: number;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'score', header: 'Score', value: (row) => row.score, align: 'right' },
];
const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Facility ${String(index + 1).padStart(2, '0')}`,
  score: (index * 37) % 100,
}));

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

describe('page kit', () => {
  it('a section is never blank: loading shows a busy skeleton, failure a retry, empty says the filter matches nothing', async () => {
    const retry = vi.fn();
    const content = () => <p>content</p>;
    const { rerender } = renderPage(<PageState data={{ status: 'loading', retry }}>{content}</PageState>);
    expect(screen.getByRole('status', { name: 'Loading data…' })).toHaveAttribute('aria-busy', 'true');

    rerender(<PageState data={{ status: 'failure', errorMessage: 'Timeout', retry }}>{content}</PageState>);
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Timeout');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();

    rerender(<PageState data={{ status: 'empty', retry }}>{content}</PageState>);
    expect(screen.getByText('No facilities match the filter')).toBeInTheDocument();

    rerender(<PageState data={{ status: 'success', retry }}>{content}</PageState>);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('a reload keeps the last answer on screen unchanged, with an "Updating…" notice, then updates it in place', () => {
    const retry = vi.fn();
    const content = (region: string) => () => <p>{region}</p>;
    const { rerender } = renderPage(
      <PageState data={{ status: 'success', retry }}>{content('Countries')}</PageState>,
    );
    const shown = screen.getByText('Countries');
    // new inputs while loading: the old answer stays as it was, not new inputs over old rows
    rerender(
      <PageState data={{ status: 'loading', refreshing: true, retry }}>{content('Regions')}</PageState>,
    );
    expect(screen.getByText('Countries')).toBe(shown);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Updating…');
    expect(screen.queryByTestId('skeleton-chart')).not.toBeInTheDocument();
    rerender(<PageState data={{ status: 'success', retry }}>{content('Regions')}</PageState>);
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    expect(screen.getByText('Regions')).toBe(shown);

    // after a failure there is nothing current to keep (the machine says it is no refresh): the skeleton comes back
    rerender(<PageState data={{ status: 'failure', retry }}>{content('Regions')}</PageState>);
    rerender(
      <PageState data={{ status: 'loading', refreshing: false, retry }}>{content('Regions')}</PageState>,
    );
    expect(screen.getByTestId('skeleton-chart')).toBeInTheDocument();
  });

  it('a table pages large row counts and tells which rows are shown', async () => {
    renderPage(<DataTable caption="Facilities" addressKey="facilities" rows={rows} columns={columns} rowKey={(row) => row.id} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Rows 1–20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rows 21–40 of 45')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Facility 21');
  });

  it('every column sorts from its header button, with aria-sort telling the direction, by keyboard too', async () => {
    renderPage(<DataTable caption="Facilities" addressKey="facilities" rows={rows} columns={columns} rowKey={(row) => row.id} />);
    const scoreHeader = screen.getByRole('columnheader', { name: /Score/ });
    expect(scoreHeader).toHaveAttribute('aria-sort', 'none');
    within(scoreHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent(/0$/);
    await userEvent.keyboard('{Enter}');
    expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent(/99$/);
  });

  it('CSV export downloads the table rows in the shown order', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(
      <DataTable
        caption="Top facilities"
        addressKey="top"
        rows={rows.slice(0, 3)}
        columns={columns}
        rowKey={(row) => row.id}
      />,
    );
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Download Top facilities (3 rows)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'CSV (comma-separated)' }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    // a UTF-8 byte-order mark first, so spreadsheet programs read accents correctly
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await created[0].text()).toBe(
      'Name,Score\r\nFacility 03,74\r\nFacility 02,37\r\nFacility 01,0\r\n',
    );
    click.mockRestore();
  }, 15_000);

  it('a row can be opened with the keyboard from its first cell', async () => {
    const open = vi.fn();
    renderPage(
      <DataTable
        caption="Facilities"
        addressKey="facilities"
        rows={rows.slice(0, 2)}
        columns={columns}
        rowKey={(row) => row.id}
        onRowOpen={open}
      />,
    );
    screen.getByRole('button', { name: 'Facility 02' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(rows[1]);
  });

  it('a headline figure states its trend in words, not by colour or arrow alone', () => {
    renderPage(
      <StatCard
        label="Average"
        value="71.2"
        trend={{ value: -2, text: 'Down 2 points on 2024' }}
        explanation="Mean latest score"
      />,
    );
    expect(screen.getByRole('article', { name: 'Average: 71.2' })).toHaveTextContent('Down 2 points on 2024');
  });
});
