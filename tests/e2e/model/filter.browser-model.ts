import { expect } from 'vitest';
import { DEFAULT_FILTER } from '../../../machines/filter';
import type { BrowserModel, BrowserWorld } from './browser-model';
import { ANALYST, openPortal, seesPortalNotOpenYet, signInEarlierOnThisDevice } from './browser-steps';

const FACILITY_USER = 'facility@demo.test';

type FilterFacts = { filter: Record<string, unknown>; isFacilityUser: boolean };

/** For planning only (which step the browser can take where): the machine's filter is the default. */
const isDefault = (facts: FilterFacts) => JSON.stringify(facts.filter) === JSON.stringify(DEFAULT_FILTER);

/** The spec's ways back to the default filter: Reset, another user, another environment. */
const BACK_TO_DEFAULT = new Set(['filter.reset', 'filter.userChanged', 'filter.resetForEnvironment']);

/**
 * Whether the user has narrowed the filter since it was last the default, by the spec's rules
 * over the steps taken (not the machine's context): a narrowing changes it; Reset, a change of
 * user and a change of environment bring back the default.
 */
function isNarrowed(world: BrowserWorld): boolean {
  let narrowed = false;
  for (const { type } of world.taken) {
    if (type === 'filter.set') narrowed = true;
    if (BACK_TO_DEFAULT.has(type)) narrowed = false;
  }
  return narrowed;
}

const countries = (world: BrowserWorld) => world.page.getByRole('combobox', { name: 'Countries' });
const reset = (world: BrowserWorld) => world.page.getByRole('button', { name: 'Reset' });
const environmentPicker = (world: BrowserWorld) =>
  world.page.locator('input').and(world.page.getByLabel('Environment', { exact: true }));

/** The portal open for the analyst (the start of the analyst's steps, when not open yet). */
async function ensureAnalystPortal(world: BrowserWorld): Promise<void> {
  if (world.page.url().startsWith(world.stack.urls.web)) return;
  await signInEarlierOnThisDevice(world, { email: ANALYST.email });
  await openPortal(world);
}

/** Whoever used this browser before signs out through the user menu, as on a shared clinic computer. */
async function signOutWhoeverIsSignedIn(world: BrowserWorld): Promise<void> {
  if (!world.page.url().startsWith(world.stack.urls.web)) return;
  await world.page.getByRole('button', { name: /^User menu for / }).click();
  await world.page.getByRole('menuitem', { name: 'Sign out' }).click();
  await world.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

/** The filter's fields can be changed; Reset is offered exactly when the user has narrowed the filter. */
async function seesOpenFilter(world: BrowserWorld): Promise<void> {
  // Every path starts here, in a fresh browser: the filter is not shown before the portal opens.
  if (world.taken.length === 0) return seesPortalNotOpenYet(world);
  await countries(world).waitFor();
  expect(await countries(world).isDisabled(), 'the fields can be changed').toBe(false);
  await expect
    .poll(() => reset(world).isEnabled(), { message: 'Reset is offered for a narrowed filter' })
    .toBe(isNarrowed(world));
  expect(await world.page.getByText('Filter locked').count()).toBe(0);
}

/**
 * The filter machine driven in the browser: an analyst and a facility user sign in, the analyst
 * narrows the filter to a country, resets it, or switches the environment.
 */
export const filterBrowserModel: BrowserModel = {
  machine: 'filter',
  reaches: { states: 2, transitions: 5 },
  input: { restored: { filter: DEFAULT_FILTER } },
  events: [
    {
      says: 'an analyst opens the portal',
      event: { type: 'filter.userChanged', isFacilityUser: false },
      from: ['unrestricted'],
      when: (facts: FilterFacts) => JSON.stringify(facts.filter) === JSON.stringify(DEFAULT_FILTER),
      perform: async (world) => {
        await signInEarlierOnThisDevice(world, { email: ANALYST.email });
        await openPortal(world);
      },
    },
    {
      says: 'a facility user opens the portal',
      event: { type: 'filter.userChanged', isFacilityUser: true },
      from: ['unrestricted'],
      when: (facts: FilterFacts) => JSON.stringify(facts.filter) === JSON.stringify(DEFAULT_FILTER),
      perform: async (world) => {
        await signOutWhoeverIsSignedIn(world);
        await signInEarlierOnThisDevice(world, { email: FACILITY_USER });
        await openPortal(world);
      },
    },
    {
      says: 'the user narrows the filter to Kenya',
      event: { type: 'filter.set', patch: { countryIds: [1] } },
      from: ['unrestricted'],
      when: (facts: FilterFacts) => JSON.stringify(facts.filter) === JSON.stringify(DEFAULT_FILTER),
      perform: async (world) => {
        await ensureAnalystPortal(world);
        await countries(world).click();
        await world.page.getByRole('option', { name: 'Kenya' }).click();
        await world.page.keyboard.press('Escape');
      },
    },
    {
      says: 'the facility user signs out and an analyst signs in',
      event: { type: 'filter.userChanged', isFacilityUser: false },
      from: ['facilityUser'],
      perform: async (world) => {
        await signOutWhoeverIsSignedIn(world);
        await signInEarlierOnThisDevice(world, { email: ANALYST.email });
        await openPortal(world);
      },
    },
    {
      // Spec: a new environment starts from the default filter.
      says: 'the user switches the environment in the header',
      event: { type: 'filter.resetForEnvironment' },
      from: ['unrestricted'],
      // Seen only on a narrowed filter (the default stays the default).
      when: (facts: FilterFacts) => !isDefault(facts),
      perform: async (world) => {
        const picker = environmentPicker(world);
        const other = (await picker.inputValue()) === 'Production' ? 'Training' : 'Production';
        await picker.click();
        await world.page.getByRole('option', { name: other }).click();
        await expect.poll(() => picker.inputValue()).toBe(other);
      },
    },
    {
      says: 'the user presses Reset',
      event: { type: 'filter.reset' },
      from: ['unrestricted'],
      when: (facts: FilterFacts) => JSON.stringify(facts.filter) !== JSON.stringify(DEFAULT_FILTER),
      perform: (world) => reset(world).click(),
    },
  ],
  sees: {
    unrestricted: seesOpenFilter,
    // Spec: a facility user's filter is fixed to their facilities; the panel says why.
    facilityUser: async (world) => {
      await world.page.getByText('Filter locked').waitFor();
      expect(await countries(world).isDisabled(), 'the fields cannot be changed').toBe(true);
      expect(await reset(world).isDisabled()).toBe(true);
    },
  },
};
