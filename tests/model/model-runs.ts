import { type AnyStateMachine, createMachine } from 'xstate';
import { appMachine } from '../../machines/app';
import { documentDownloadMachine } from '../../machines/document-download';
import { environmentMachine } from '../../machines/environment';
import { filterMachine } from '../../machines/filter';
import { filterOptionsMachine } from '../../machines/filter-options';
import { languageMachine } from '../../machines/language';
import { myFacilityMachine } from '../../machines/my-facility';
import { pageDataMachine } from '../../machines/page-data';
import { permissionsMachine } from '../../machines/permissions';
import { savedViewsMachine } from '../../machines/saved-views';
import { sessionMachine } from '../../machines/session';
import type { SystemId } from '../../machines/shared/system-ids';
import { syncMachine } from '../../machines/sync';
import { togglesMachine } from '../../machines/toggles';
import { usageMachine } from '../../machines/usage';
import { appModelFixtures, appModelImplementations } from './fixtures/app.fixtures';
import { documentDownloadModelFixtures } from './fixtures/document-download.fixtures';
import { environmentModelFixtures, environmentModelImplementations } from './fixtures/environment.fixtures';
import { filterModelFixtures, filterModelImplementations } from './fixtures/filter.fixtures';
import { filterOptionsModelFixtures } from './fixtures/filter-options.fixtures';
import { languageModelFixtures, languageModelImplementations } from './fixtures/language.fixtures';
import { myFacilityModelFixtures } from './fixtures/my-facility.fixtures';
import { pageDataModelFixtures } from './fixtures/page-data.fixtures';
import {
  homeAndFacilityUser,
  permissionsModelFixtures,
  permissionsModelImplementations,
} from './fixtures/permissions.fixtures';
import { savedViewsModelFixtures } from './fixtures/saved-views.fixtures';
import { sessionModelFixtures, sessionModelImplementations } from './fixtures/session.fixtures';
import { syncModelFixtures, syncModelImplementations } from './fixtures/sync.fixtures';
import { togglesModelFixtures, togglesModelImplementations } from './fixtures/toggles.fixtures';
import {
  focusChecksArmedNow,
  usageEffectsNow,
  usageModelFixtures,
  usageModelImplementations,
} from './fixtures/usage.fixtures';
import { type ModelOptions, runModel } from './model-coverage';
import type { StateOracles, TransitionTargets } from './oracle';
import { appOracles } from './oracles/app.oracle';
import { appTargets } from './oracles/app.targets';
import { documentDownloadOracles } from './oracles/document-download.oracle';
import { documentDownloadTargets } from './oracles/document-download.targets';
import { environmentOracles } from './oracles/environment.oracle';
import { environmentTargets } from './oracles/environment.targets';
import { filterOracles } from './oracles/filter.oracle';
import { filterTargets } from './oracles/filter.targets';
import { filterOptionsOracles } from './oracles/filter-options.oracle';
import { filterOptionsTargets } from './oracles/filter-options.targets';
import { languageOracles } from './oracles/language.oracle';
import { languageTargets } from './oracles/language.targets';
import { myFacilityOracles } from './oracles/my-facility.oracle';
import { myFacilityTargets } from './oracles/my-facility.targets';
import { pageDataOracles } from './oracles/page-data.oracle';
import { pageDataTargets } from './oracles/page-data.targets';
import { permissionsOracles } from './oracles/permissions.oracle';
import { permissionsTargets } from './oracles/permissions.targets';
import { savedViewsOracles } from './oracles/saved-views.oracle';
import { savedViewsTargets } from './oracles/saved-views.targets';
import { sessionOracles } from './oracles/session.oracle';
import { sessionTargets } from './oracles/session.targets';
import { syncOracles } from './oracles/sync.oracle';
import { syncTargets } from './oracles/sync.targets';
import { togglesOracles } from './oracles/toggles.oracle';
import { togglesTargets } from './oracles/toggles.targets';
import { usageOracles } from './oracles/usage.oracle';
import { usageTargets } from './oracles/usage.targets';

/**
 * Each machine's model walk as its model test runs it (the same fixtures, fakes, starts and
 * oracles), on any version of the machine: the retarget mutants (retarget-mutants.ts) run the
 * model on a machine with one transition moved, with the state oracles alone and with the
 * transition targets too.
 */

type Run = Omit<ModelOptions<AnyStateMachine>, 'machine' | 'name' | 'oracles' | 'targets'> & {
  /** The fakes the model test provides, applied to the (possibly mutated) machine. */
  provide?: (machine: AnyStateMachine) => AnyStateMachine;
};

export interface MachineModel {
  machine: AnyStateMachine;
  // biome-ignore lint/suspicious/noExplicitAny: each machine has its own context type
  oracles: StateOracles<any>;
  targets: TransitionTargets;
  /** One walk per start (online and offline, a list kept or not); covered by any of them. */
  runs: Run[];
}

const provided = (implementations: unknown) => (machine: AnyStateMachine) =>
  machine.provide(implementations as never);

/** A page's or the main frame's actor, not one of the app's system children: named for the harness. */
const own = (id: string) => id as SystemId;

export const MACHINE_MODELS: Record<string, MachineModel> = {
  app: {
    machine: appMachine,
    oracles: appOracles,
    targets: appTargets,
    runs: [
      { systemId: 'app', siblings: [], provide: provided(appModelImplementations), ...appModelFixtures },
    ],
  },
  'document-download': {
    machine: documentDownloadMachine,
    oracles: documentDownloadOracles,
    targets: documentDownloadTargets,
    runs: [{ systemId: own('documentDownload'), ...documentDownloadModelFixtures }],
  },
  environment: {
    machine: environmentMachine,
    oracles: environmentOracles,
    targets: environmentTargets,
    runs: [
      {
        systemId: 'environment',
        provide: provided(environmentModelImplementations),
        ...environmentModelFixtures,
      },
    ],
  },
  filter: {
    machine: filterMachine,
    oracles: filterOracles,
    targets: filterTargets,
    runs: [{ systemId: 'filter', provide: provided(filterModelImplementations), ...filterModelFixtures }],
  },
  'filter-options': {
    machine: filterOptionsMachine,
    oracles: filterOptionsOracles,
    targets: filterOptionsTargets,
    runs: [{ systemId: 'filterOptions', ...filterOptionsModelFixtures }],
  },
  language: {
    machine: languageMachine,
    oracles: languageOracles,
    targets: languageTargets,
    runs: [
      {
        systemId: 'language',
        provide: provided(languageModelImplementations(true)),
        ...languageModelFixtures,
        events: [
          ...languageModelFixtures.events,
          { type: 'language.signedIn' },
          { type: 'language.signedOut' },
        ],
      },
      {
        systemId: 'language',
        provide: provided(languageModelImplementations(false)),
        ...languageModelFixtures,
      },
    ],
  },
  'my-facility': {
    machine: myFacilityMachine,
    oracles: myFacilityOracles,
    targets: myFacilityTargets,
    // As myFacilityMachineUnderTest: a loop of eventless transitions stops after 100 steps.
    runs: [
      {
        systemId: own('myFacility'),
        provide: (machine) =>
          createMachine(
            { ...machine.config, options: { maxIterations: 100 } } as never,
            machine.implementations as never,
          ),
        ...myFacilityModelFixtures,
      },
    ],
  },
  'page-data': {
    machine: pageDataMachine,
    oracles: pageDataOracles,
    targets: pageDataTargets,
    runs: [{ systemId: own('pageData'), ...pageDataModelFixtures }],
  },
  permissions: {
    machine: permissionsMachine,
    oracles: permissionsOracles,
    targets: permissionsTargets,
    runs: [
      {
        systemId: 'permissions',
        provide: provided(permissionsModelImplementations(true)),
        ...permissionsModelFixtures,
        input: { restored: undefined },
      },
      {
        systemId: 'permissions',
        provide: provided(permissionsModelImplementations(true)),
        ...permissionsModelFixtures,
        input: { restored: { permissions: homeAndFacilityUser } },
      },
    ],
  },
  'saved-views': {
    machine: savedViewsMachine,
    oracles: savedViewsOracles,
    targets: savedViewsTargets,
    runs: [{ systemId: own('savedViews'), ...savedViewsModelFixtures }],
  },
  session: {
    machine: sessionMachine,
    oracles: sessionOracles,
    targets: sessionTargets,
    runs: [{ systemId: 'session', provide: provided(sessionModelImplementations), ...sessionModelFixtures }],
  },
  sync: {
    machine: syncMachine,
    oracles: syncOracles,
    targets: syncTargets,
    runs: [{ systemId: 'sync', provide: provided(syncModelImplementations), ...syncModelFixtures }],
  },
  toggles: {
    machine: togglesMachine,
    oracles: togglesOracles,
    targets: togglesTargets,
    runs: [{ systemId: 'toggles', provide: provided(togglesModelImplementations), ...togglesModelFixtures }],
  },
  usage: {
    machine: usageMachine,
    oracles: usageOracles,
    targets: usageTargets,
    runs: [
      {
        systemId: 'usage',
        provide: provided(usageModelImplementations),
        beforeStep: () => {
          usageEffectsNow.length = 0;
          focusChecksArmedNow.length = 0;
        },
        ...usageModelFixtures,
      },
    ],
  },
};

/**
 * Whether the model notices something wrong with `machine`: a failure on any walk (a broken
 * state fact, a transition landing elsewhere than its target, an error), or a state or
 * transition no walk covers. `withTargets: false` is the model with its state oracles alone.
 */
export function modelFails(model: MachineModel, machine: AnyStateMachine, withTargets: boolean): boolean {
  try {
    const reports = model.runs.map(({ provide, ...run }, index) =>
      runModel({
        ...run,
        name: `mutant ${index}`,
        machine: provide ? provide(machine) : machine,
        oracles: model.oracles,
        targets: withTargets ? model.targets : undefined,
      }),
    );
    if (reports.some((report) => report.failures.length > 0)) return true;
    const missedByAll = (key: 'states' | 'transitions') =>
      reports[0][key].missing.filter((item) => reports.every((report) => report[key].missing.includes(item)));
    return missedByAll('states').length > 0 || missedByAll('transitions').length > 0;
  } catch {
    return true;
  }
}
