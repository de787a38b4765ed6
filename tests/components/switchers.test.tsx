import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Mantine writes the theme's colours as CSS variables; shade 6 is the primary colour's filled shade. */
const primaryFilledColour = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('\n')
    .match(/--mantine-color-environment-6:\s*([^;]+);/)?.[1];

describe('environment switcher', () => {
  it('lists the user environments and shows the selected one (the first when none was chosen)', async () => {
    portal = renderFakePortal({ path: '/home' });
    await waitFor(() =>
      expect(screen.getByLabelText('Environment', { selector: 'input' })).toHaveValue('Production'),
    );
    await userEvent.setup().click(screen.getByLabelText('Environment', { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Production', 'Training']);
  });

  it('switching environment resets the filter to its default and changes the theme colour', async () => {
    portal = renderFakePortal({ path: '/home' });
    await waitFor(() =>
      expect(screen.getByLabelText('Environment', { selector: 'input' })).toHaveValue('Production'),
    );
    const before = primaryFilledColour();
    await choose('Certification levels', 'Level 4');
    await screen.findByLabelText('2 active filters');
    await choose('Environment', 'Training');
    expect(await screen.findByLabelText('1 active filter')).toBeInTheDocument();
    await waitFor(() => expect(primaryFilledColour()).not.toBe(before));
    await waitFor(() =>
      expect(portal?.saved.get('environment')).toMatchObject({ data: { selectedId: 'train' } }),
    );
  });
});

describe('language picker', () => {
  it('offers each language in its own name', async () => {
    portal = renderFakePortal({ path: '/home' });
    await userEvent.setup().click(await screen.findByLabelText('Language', { selector: 'input' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Kiswahili']);
  });

  it('choosing French changes the interface and saves the choice to the user settings and the browser', async () => {
    portal = renderFakePortal({ path: '/home' });
    await choose('Language', 'Français');
    expect(await screen.findByRole('heading', { name: 'Filtre des établissements' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Accueil');
    await waitFor(() =>
      expect(portal?.qps.putUserSetting).toHaveBeenCalledWith('language', 'fr-FR', expect.anything()),
    );
    await waitFor(() =>
      expect(portal?.saved.get('language')).toMatchObject({ data: { cultureName: 'fr-FR' } }),
    );
  });

  it('choosing Swahili while signed out keeps the choice locally only', async () => {
    portal = renderFakePortal({ path: '/public', user: null });
    await choose('Language', 'Kiswahili');
    expect(await screen.findByRole('heading', { name: 'Vituo vilivyothibitishwa' })).toBeInTheDocument();
    expect(portal.qps.putUserSetting).not.toHaveBeenCalled();
  });
});
