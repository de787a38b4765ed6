import { expect } from 'vitest';
import { doneEvent, errorEvent } from '../../model/model-coverage';
import { type BrowserModel, type BrowserWorld, heldRequests, holdRequests } from './browser-model';
import { openPortal, seesSignInScreen, signInEarlierOnThisDevice } from './browser-steps';

/** The analyst's tenant's working environments, as the seed makes them (first one is chosen first). */
const PRODUCTION = { id: 'afya-production', name: 'Production', tenantId: 'afya' };
const TRAINING = { id: 'afya-training', name: 'Training', tenantId: 'afya' };
const NAMES: Record<string, string> = { [PRODUCTION.id]: PRODUCTION.name, [TRAINING.id]: TRAINING.name };

const ENVIRONMENTS = /\/api\/qps\/environment$/;
const TENANT_ENVIRONMENT = /\/api\/qps\/environment\/tenant/;
const TENANT = { id: 'afya-tenant', name: 'Afya Health Network', tenantId: 'afya' };

type EnvironmentFacts = { selectedId: string | null; ids: string[] };

const picker = (world: BrowserWorld) =>
  world.page.locator('input').and(world.page.getByLabel('Environment', { exact: true }));

/**
 * The environment in use, by the spec's rules over the steps taken (not the machine's context):
 * the one the user last switched to; before any switch, the one kept on the device from the
 * earlier sign-in, where the first of the user's environments (Production) was chosen.
 */
function chosenEnvironment(world: BrowserWorld): string {
  const switches = world.taken.filter((event) => event.type === 'environment.select');
  const last = switches.at(-1) as { id?: string } | undefined;
  return NAMES[last?.id ?? PRODUCTION.id];
}

/** The environment picker shows the chosen environment's name. */
async function seesChosenEnvironment(world: BrowserWorld): Promise<void> {
  await expect.poll(() => picker(world).inputValue()).toBe(chosenEnvironment(world));
}

const switchTo = (target: { id: string; name: string }) => ({
  says: `the user switches to ${target.name}`,
  event: { type: 'environment.select', id: target.id },
  from: ['ready'],
  when: (facts: EnvironmentFacts) => facts.selectedId !== target.id,
  perform: async (world: BrowserWorld) => {
    await picker(world).click();
    await world.page.getByRole('option', { name: target.name }).click();
  },
});

/**
 * The environment machine driven in the browser: a signed-in start with the environments' list
 * held back, then released or refused, switching between the analyst's two environments, and a
 * signed-out start with the tenant's environment held back, then released or refused.
 */
export const environmentBrowserModel: BrowserModel = {
  machine: 'environment',
  reaches: { states: 6, transitions: 7 },
  // The device keeps the list and choice of the sign-in that came before (the offline start).
  input: { restored: { selectedId: PRODUCTION.id, environments: [PRODUCTION, TRAINING] } },
  events: [
    {
      says: 'the portal opens for a user who signed in earlier, the environments held back',
      event: { type: 'environment.refresh' },
      from: ['idle'],
      perform: async (world) => {
        await signInEarlierOnThisDevice(world);
        const list = await holdRequests(world, 'environments', ENVIRONMENTS, 'GET');
        await openPortal(world);
        await list.arrived();
      },
    },
    {
      says: 'the list of environments arrives',
      event: doneEvent('fetchEnvironments', [PRODUCTION, TRAINING]),
      from: ['loading'],
      perform: (world) => heldRequests(world, 'environments').release(),
    },
    {
      says: 'the server cannot list the environments',
      event: errorEvent('fetchEnvironments', new Error('Request failed with status code 500')),
      from: ['loading'],
      perform: (world) => heldRequests(world, 'environments').fail(500),
    },
    {
      says: 'a first visit opens the portal, the tenant environment held back',
      event: { type: 'environment.signedOut' },
      from: ['idle'],
      perform: async (world) => {
        const tenant = await holdRequests(world, 'tenant', TENANT_ENVIRONMENT, 'GET');
        await openPortal(world);
        await tenant.arrived();
      },
    },
    {
      says: 'the tenant environment arrives',
      event: doneEvent('fetchTenantEnvironment', TENANT),
      from: ['loadingTenant'],
      perform: (world) => heldRequests(world, 'tenant').release(),
    },
    {
      says: 'the server cannot give the tenant environment',
      event: errorEvent('fetchTenantEnvironment', new Error('Request failed with status code 500')),
      from: ['loadingTenant'],
      perform: (world) => heldRequests(world, 'tenant').fail(500),
    },
    switchTo(TRAINING),
    switchTo(PRODUCTION),
  ],
  sees: {
    // Nothing has asked for the environments yet (every path starts here, in a fresh browser):
    // no environment is in use, so none is offered or shown.
    idle: async (world) => {
      expect(await picker(world).count(), 'no environment picker').toBe(0);
    },
    // The list is asked for again; meanwhile the environment kept on the device is in use.
    loading: async (world) => {
      await heldRequests(world, 'environments').arrived();
      await seesChosenEnvironment(world);
    },
    ready: seesChosenEnvironment,
    // The list could not be refreshed: the portal carries on in the environment kept on the device.
    failed: seesChosenEnvironment,
    // Signed out, the sign-in screen does not wait for the tenant's theme.
    loadingTenant: seesSignInScreen,
    // Signed out: the sign-in screen wears the tenant's colour (the seed's #1d5c96).
    anonymous: async (world) => {
      await seesSignInScreen(world);
      const signIn = world.page.getByRole('button', { name: 'Sign in', exact: true });
      await expect
        .poll(() => signIn.evaluate((button) => getComputedStyle(button).backgroundColor))
        .toBe('rgb(29, 92, 150)');
    },
  },
};
