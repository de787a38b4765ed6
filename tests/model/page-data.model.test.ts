import { describe, it } from 'vitest';
import { pageDataMachine } from '../../machines/page-data';
import type { SystemId } from '../../machines/shared/system-ids';
import { pageDataModelFixtures } from './fixtures/page-data.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { pageDataOracles } from './oracles/page-data.oracle';
import { pageDataTargets } from './oracles/page-data.targets';

describe('page-data model', () => {
  it('every state and transition of the page-data machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'page-data',
      machine: pageDataMachine,
      // A page-data actor belongs to a page, not to the app's system: it has no system id of its own.
      systemId: 'pageData' as SystemId,
      oracles: pageDataOracles,
      targets: pageDataTargets,
      ...pageDataModelFixtures,
    });
    assertFullCoverage(report);
  });
});
