import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

const DIMENSIONS = [
  'Countries',
  'Regions',
  'Districts',
  'Contracts',
  'Contract groups',
  'Certification levels',
  'Categories',
  'Active state',
  'Facility groups',
  'Surveys',
];

/** Renders the portal and waits for the panel and each of its fields (they mount one per task). */
async function openPanel(options: Parameters<typeof renderFakePortal>[0] = {}) {
  portal = renderFakePortal({ path: '/home', ...options });
  const panel = await screen.findByRole('region', { name: /Facility filter/ });
  for (const label of DIMENSIONS) await within(panel).findByLabelText(label, { selector: 'input' });
  return panel;
}

/** Opens a dimension's dropdown and picks an option by its label. */
async function pick(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('facility filter panel', () => {
  it('shows all ten dimensions as searchable multi-selects', async () => {
    const panel = await openPanel();
    for (const label of DIMENSIONS)
      expect(within(panel).getByLabelText(label, { selector: 'input' })).toBeInTheDocument();
  });

  it('the badge counts active filter values: the default (active facilities only) counts one', async () => {
    await openPanel();
    expect(await screen.findByLabelText('1 active filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('choosing a country narrows the filter, counts it, and asks for regions of that country only', async () => {
    await openPanel();
    await waitFor(() => expect(portal?.qps.getCountryOptions).toHaveBeenCalled());
    await pick('Countries', 'Kenya');
    expect(await screen.findByLabelText('2 active filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(portal?.qps.getRegionOptions).toHaveBeenLastCalledWith({ countryIds: [1] }, expect.anything()),
    );
  });

  it('options come from the API: contract groups are the organisation and role pairs of the contracts', async () => {
    await openPanel();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Contract groups', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Health Fund (Funder)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Contracts', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'No contract' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Maternal care 2024' })).toBeInTheDocument();
  });

  it('a chosen contract, "No contract" and a contract group are sent as chosen, each entry counted', async () => {
    await openPanel();
    await pick('Contracts', 'Maternal care 2024');
    await pick('Contracts', 'No contract');
    await pick('Contract groups', 'Health Fund (Funder)');
    expect(await screen.findByLabelText('4 active filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(portal?.qps.getFacilitySet).toHaveBeenLastCalledWith(
        expect.objectContaining({
          contractIds: [7, null],
          contractGroups: [{ roleId: 1, organizationId: 3 }],
        }),
        expect.anything(),
      ),
    );
    // the fake takes no typed arguments, so its calls are read as plain lists
    const [sent] = (portal?.qps.getFacilitySet.mock.lastCall ?? []) as unknown[];
    expect(sent).not.toHaveProperty('contractFacilityIds');
    expect(Object.keys(sent as object).filter((key) => key.startsWith('_'))).toEqual([]);
  });

  it('"No facility group" is offered among the facility groups and sent as group 0', async () => {
    await openPanel();
    await pick('Facility groups', 'No facility group');
    expect(await screen.findByLabelText('2 active filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(portal?.qps.getFacilitySet).toHaveBeenLastCalledWith(
        expect.objectContaining({ facilityGroupIds: [0] }),
        expect.anything(),
      ),
    );
  });

  it('in French, categories, facility groups and contract roles are named in French, as Facility Details names them', async () => {
    portal = renderFakePortal({ path: '/home?language=fr-FR' });
    const panel = await screen.findByRole('region', { name: /Filtre des établissements/ });
    const optionsOf = async (label: string) => {
      const user = userEvent.setup();
      await user.click(await within(panel).findByLabelText(label, { selector: 'input' }));
      await screen.findAllByRole('option');
      const names = screen.getAllByRole('option').map((option) => option.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    // The API names them in English (Hospital, Clinic, Faith-Based Network, Funder).
    await waitFor(async () => expect(await optionsOf('Catégories')).toEqual(['Hôpital', 'Clinique']));
    await waitFor(async () =>
      expect(await optionsOf("Groupes d'établissements")).toEqual([
        'Sans groupe d’établissements',
        'Réseau confessionnel',
      ]),
    );
    await waitFor(async () =>
      expect(await optionsOf('Groupes de contrats')).toEqual(['Health Fund (Bailleur de fonds)']),
    );
  });

  it('reset returns the filter to its default', async () => {
    await openPanel();
    await waitFor(() => expect(portal?.qps.getCountryOptions).toHaveBeenCalled());
    await pick('Certification levels', 'Level 5');
    await screen.findByLabelText('2 active filters');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByLabelText('1 active filter')).toBeInTheDocument();
  });

  it('a changed filter is saved under its store id', async () => {
    await openPanel();
    await pick('Certification levels', 'Level 3');
    await waitFor(() =>
      expect(portal?.saved.get('filter')).toMatchObject({ data: { filter: { awardedLevels: [3] } } }),
    );
  });

  it('a facility user sees the filter locked, with the reason, and cannot change it', async () => {
    const panel = await openPanel({
      user: { sub: 'f1', name: 'Faith Facility', email: 'facility@demo.test', user_type: 'FacilityUser' },
    });
    expect(
      await within(panel).findByText(/As a facility user you see your own facilities/),
    ).toBeInTheDocument();
    for (const label of DIMENSIONS)
      expect(within(panel).getByLabelText(label, { selector: 'input' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
