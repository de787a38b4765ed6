import type { MachineDescriptions } from '../shared/descriptions';

export const filterOptionsDescriptions = {
  guards: {
    canLoad: 'a user is signed in and has an environment selected',
  },
  actions: {
    storeInputs: 'keep who is signed in, the environment and the chosen countries and regions',
    spawnSources:
      'start loading every source of options (countries, regions, districts, contracts, facility groups, surveys, categories)',
    stopSources: 'stop and drop every source of options',
    reloadChangedSources:
      'load again what changed: every source for another environment, regions and districts for other countries, districts for other regions',
  },
} satisfies MachineDescriptions;
