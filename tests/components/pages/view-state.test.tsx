import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PeerBenchmark } from '../../../src/pages/benchmarking/PeerBenchmark';
import HomePage from '../../../src/pages/home/Home.page';
import { peerRow } from './benchmarking-pages.harness';
import { maps, recent, summary } from './home-fixtures';
import { renderPage } from './kit-harness';

/** The address the page is at and how the router got there, to check what a choice wrote. */
function Address() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <>
      <output aria-label="address">{decodeURIComponent(location.search)}</output>
      <output aria-label="how">{how}</output>
    </>
  );
}

// a second assessment, so a sort by name has something to reorder
const recentTwo = [
  ...recent,
  { ...recent[0], facilityId: 8, facilityName: 'Amani Clinic', assessedOn: '2025-10-01', totalScore: 60 },
];
function renderHome(route: string) {
  return renderPage(
    <>
      <Notifications />
      <HomePage />
      <Address />
    </>,
    {
      route,
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recentTwo, facilityMap: maps },
    },
  );
}

const address = () => screen.getByRole('status', { name: 'address' });
const card = (name: string) => screen.findByRole('region', { name });
// jsdom draws nothing, so it has no scrolling (Mantine's option list scrolls its active option into view)
Element.prototype.scrollIntoView ??= () => {};

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the tab, sort, shading and median of a page are in its address', {
  timeout: 30_000,
}, () => {
  it('an address naming the Table tab and a sort opens the card as that table, sorted so', async () => {
    renderHome('/home?view.levels=table&sort.levels=count:desc&sort.recent=facility:asc');
    const levels = await card('Level distribution');
    const table = await within(levels).findByRole('table', { name: 'Level distribution' });
    expect(within(levels).getByRole('radio', { name: 'Table' })).toBeChecked();
    expect(within(table).getByRole('columnheader', { name: /Facilities/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // 400 uncertified facilities are the most
    expect(bodyRows(table)[0]).toHaveTextContent('400');
    const recentTable = await screen.findByRole('table', { name: 'Recently assessed facilities' });
    expect(within(recentTable).getByRole('columnheader', { name: /Facility/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(bodyRows(recentTable)[0]).toHaveTextContent('Amani Clinic');
  });

  it('choosing the Table tab and a sort writes them into the address, replacing the entry (no extra Back step)', async () => {
    renderHome('/home');
    const levels = await card('Level distribution');
    const user = userEvent.setup();
    await user.click(within(levels).getByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(address()).toHaveTextContent('view.levels=table'));
    expect(screen.getByRole('status', { name: 'how' })).toHaveTextContent('REPLACE');
    const header = within(levels).getByRole('columnheader', { name: /Facilities/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(address()).toHaveTextContent('sort.levels=count:asc'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(address()).toHaveTextContent('sort.levels=count:desc'));
    expect(address()).toHaveTextContent('view.levels=table');
    // back to the default tab: the default is not written
    await user.click(within(levels).getByRole('radio', { name: 'Chart' }));
    await waitFor(() => expect(address()).not.toHaveTextContent('view.levels'));
  });

  it('an unreadable tab or sort shows the default with the "not understood" notice and leaves the address', async () => {
    renderHome('/home?view.levels=pie&sort.recent=score:sideways');
    const levels = await card('Level distribution');
    expect(within(levels).getByRole('radio', { name: 'Chart' })).toBeChecked();
    const recentTable = await screen.findByRole('table', { name: 'Recently assessed facilities' });
    expect(
      within(recentTable)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('aria-sort')),
    ).not.toContain('ascending');
    expect(await screen.findByText(/\(view\.levels\)/)).toHaveTextContent(
      'Part of the address was not understood',
    );
    expect(await screen.findByText(/\(sort\.recent\)/)).toHaveTextContent(
      'Part of the address was not understood',
    );
    await waitFor(() => expect(address()).not.toHaveTextContent(/view\.levels|sort\.recent/));
  });

  it("a map's Map/Table switch and shading come from the address, and choosing writes them", async () => {
    renderHome('/home?view.levelMap=table&shade.activeMap=shareAtLevel:4');
    const levelMap = await card('Service level map');
    expect(within(levelMap).getByRole('radio', { name: 'Table' })).toBeChecked();
    expect(await within(levelMap).findByRole('table')).toBeInTheDocument();
    const activeMap = await card('Available services map');
    expect(await within(activeMap).findByLabelText('Shade regions and districts by')).toHaveValue(
      'Share at level N or above',
    );
    expect(within(activeMap).getByLabelText('Level N')).toHaveValue('4');
    const user = userEvent.setup();
    await user.click(within(levelMap).getByRole('radio', { name: 'Map' }));
    await waitFor(() => expect(address()).not.toHaveTextContent('view.levelMap'));
    const shadeInput = within(activeMap).getByLabelText('Shade regions and districts by');
    await user.click(shadeInput);
    // the options of this map's own list (the other map has the same ones)
    const options = await waitFor(() => {
      const list = document.getElementById(shadeInput.getAttribute('aria-controls') ?? '');
      expect(list).not.toBeNull();
      return list as HTMLElement;
    });
    await user.click(within(options).getByRole('option', { name: 'Average score', hidden: true }));
    await waitFor(() => expect(address()).toHaveTextContent('shade.activeMap=averageScore'));
    expect(screen.getByRole('status', { name: 'how' })).toHaveTextContent('REPLACE');
  });
});

describe('Benchmarking\'s "Median shown" is in the address', { timeout: 20_000 }, () => {
  const renderPeers = (route: string) =>
    renderPage(
      <>
        <PeerBenchmark facilityId={2} peerGroup="category" />
        <Address />
      </>,
      {
        route,
        answers: {
          'Benchmarking/Peers': [
            peerRow(1, 'Clinical Care', { nationalMedian: 64, regionalMedian: 66, peerMedian: 59 }),
          ],
        },
      },
    );
  const drawn = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-reference]')].map((ring) => ring.getAttribute('data-reference'));

  it('an address naming the region median draws it, and choosing the category median writes it', async () => {
    const view = renderPeers('/benchmarking?facilityId=2&median.peers=region');
    const control = await screen.findByRole('radiogroup', { name: 'Median shown' });
    expect(within(control).getByRole('radio', { name: 'Region median' })).toBeChecked();
    expect(drawn(view.container)).toEqual(['66']);
    await userEvent.click(within(control).getByRole('radio', { name: 'Category median' }));
    await waitFor(() => expect(address()).toHaveTextContent('?facilityId=2&median.peers=category'));
    expect(drawn(view.container)).toEqual(['59']);
    await userEvent.click(within(control).getByRole('radio', { name: 'Country median' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\?facilityId=2$/));
  });
});
