import { expect } from 'vitest';
import { doneEvent } from '../../model/model-coverage';
import { type BrowserModel, type BrowserWorld, heldRequests, holdRequests } from './browser-model';
import { openPortal, signInEarlierOnThisDevice } from './browser-steps';

/** The analyst's tenant's working environments, as the seed makes them (first one is chosen first). */
const PRODUCTION = { id: 'afya-production', name: 'Production', tenantId: 'afya' };
const TRAINING = { id: 'afya-training', name: 'Training', tenantId: 'afya' };
const NAMES: Record<string, string> = { [PRODUCTION.id]: PRODUCTION.name, [TRAINING.id]: TRAINING.name };

const ENVIRONMENTS = /\/api\/qps\/environment$/;

type EnvironmentFacts = { selectedId: string | null; ids: string[] };

const picker = (world: BrowserWorld) =>
  world.page.locator('input').and(world.page.getByLabel('Environment', { exact: true }));

/** The environment picker shows the chosen environment's name. */
async function seesChosenEnvironment(world: BrowserWorld, facts: EnvironmentFacts): Promise<void> {
  await expect.poll(() => picker(world).inputValue()).toBe(NAMES[facts.selectedId ?? '']);
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
 * held back and then released, and switching between the analyst's two environments.
 */
export const environmentBrowserModel: BrowserModel = {
  machine: 'environment',
  // The device keeps the list and choice of the sign-in that came before (issue 17's offline start).
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
    switchTo(TRAINING),
    switchTo(PRODUCTION),
  ],
  sees: {
    // The list is asked for again; meanwhile the environment kept on the device is in use.
    loading: async (world, facts: EnvironmentFacts) => {
      await heldRequests(world, 'environments').arrived();
      await seesChosenEnvironment(world, facts);
    },
    ready: seesChosenEnvironment,
  },
};
