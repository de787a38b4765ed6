import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicFacility } from '../../../contract';
import { PublicFacilityList } from '../../../src/components/public-facility/PublicFacilityList';
import { answerWithOptions, renderPage } from './kit-harness';
import { cellTexts } from '../support/table-cells';

const certified = (id: number, name: string): PublicFacility =>
  ({
    id,
    name,
    certificateId: 100 + id,
    awardedLevel: 3,
    regionName: 'Nairobi',
    countryName: 'Kenya',
  }) as PublicFacility;

const ALL = Array.from({ length: 45 }, (_, index) =>
  certified(index + 1, `Clinic ${String(index + 1).padStart(2, '0')}`),
);

/** The public list call as the contract says: name search, then a page of `limit` from `offset`. */
const server = (facilities: PublicFacility[]) => (params: Record<string, unknown>) => {
  const search = (params.search as string | undefined)?.toLowerCase();
  const matches = facilities.filter((facility) => !search || facility.name.toLowerCase().includes(search));
  const offset = params.offset as number;
  const limit = params.limit as number;
  return { total: matches.length, offset, limit, items: matches.slice(offset, offset + limit) };
};

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('public facility list (paged and searched on the server)', { timeout: 20_000 }, () => {
  it('while the first page loads, says it is loading', () => {
    renderPage(<PublicFacilityList />, { answers: { publicFacilities: 'pending' } });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('a tenant without certified facilities says so', async () => {
    renderPage(<PublicFacilityList />, { answers: { publicFacilities: server([]) } });
    expect(await screen.findByText('There are no public facilities yet.')).toBeInTheDocument();
  });

  it('a failed list offers a retry', async () => {
    renderPage(<PublicFacilityList />, { answers: { publicFacilities: new Error('Down') } });
    expect(await screen.findByText('The list of facilities could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an unknown tenant is told plainly and finally: no "Try again", no empty-register wording', async () => {
    renderPage(<PublicFacilityList tenantId="nobody" />, {
      answers: {
        publicFacilities: answerWithOptions(
          { total: 0, offset: 0, limit: 20, items: [] },
          { unknownTenant: true },
        ),
      },
    });
    expect(await screen.findByText('No public register here')).toBeInTheDocument();
    expect(screen.getByText(/No network is known as “nobody”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('There are no public facilities yet.')).not.toBeInTheDocument();
  });

  it('two facilities of the same name are told apart by their code and district', async () => {
    const twins = [
      { ...certified(1, 'Upendo Clinic'), code: 'KE-0001', districtName: 'Kibra' },
      { ...certified(2, 'Upendo Clinic'), code: 'KE-0002', districtName: 'Westlands' },
    ];
    renderPage(<PublicFacilityList />, { answers: { publicFacilities: server(twins) } });
    await screen.findByText('2 facilities');
    const rows = cellTexts(screen.getByRole('table'));
    expect(rows.map(([name, , place, code]) => [name, code, place])).toEqual([
      ['Upendo Clinic', 'KE-0001', 'Kibra, Nairobi, Kenya'],
      ['Upendo Clinic', 'KE-0002', 'Westlands, Nairobi, Kenya'],
    ]);
    expect(new Set(rows.map((row) => row.join(' | '))).size).toBe(2);
  });

  it('asks for one page of 20 at a time and counts them all; the last page holds the rest', async () => {
    const { backend } = renderPage(<PublicFacilityList tenantId="t1" />, {
      answers: { publicFacilities: server(ALL) },
    });
    expect(await screen.findByText('45 facilities')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(20);
    expect(backend.calls.at(-1)?.params).toEqual({ tenantId: 't1', offset: 0, limit: 20 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Clinic 41', 'Clinic 42', 'Clinic 43', 'Clinic 44', 'Clinic 45']),
    );
    expect(backend.calls.at(-1)?.params).toEqual({ tenantId: 't1', offset: 40, limit: 20 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('a search asks the server from the first page, and says when nothing matches', async () => {
    const { backend } = renderPage(<PublicFacilityList />, { answers: { publicFacilities: server(ALL) } });
    await screen.findByText('45 facilities');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(backend.calls.at(-1)?.params).toMatchObject({ offset: 20 }));
    const search = screen.getByRole('searchbox', { name: 'Search certified facilities' });
    await userEvent.type(search, 'clinic 1');
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(backend.calls.at(-1)?.params).toEqual({ search: 'clinic 1', offset: 0, limit: 20 });
    expect(screen.getByText('10 facilities')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'Hospital');
    expect(await screen.findByText('No certified facility matches “Hospital”.')).toBeInTheDocument();
  });
});

describe('texts from the server render as text, never as markup', () => {
  it('a facility named with an <img onerror> payload shows those characters and adds no element', async () => {
    const payload = '<img src=x onerror="document.body.dataset.xss=1">';
    renderPage(<PublicFacilityList />, {
      answers: { publicFacilities: server([{ ...certified(1, payload), regionName: '<b>Nairobi</b>' }]) },
    });
    expect(await screen.findByText('1 facility')).toBeInTheDocument();
    expect(rowNames()).toEqual([payload]);
    expect(screen.getByRole('table').querySelector('img, b')).toBeNull();
    expect(document.body.dataset.xss).toBeUndefined();
  });
});
