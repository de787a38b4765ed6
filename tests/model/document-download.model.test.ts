import { describe, it } from 'vitest';
import { documentDownloadMachine } from '../../machines/document-download';
import type { SystemId } from '../../machines/shared/system-ids';
import { documentDownloadModelFixtures } from './fixtures/document-download.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';
import { documentDownloadOracles } from './oracles/document-download.oracle';
import { documentDownloadTargets } from './oracles/document-download.targets';

describe('document-download model', () => {
  it('every state and transition of the document-download machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'document-download',
      machine: documentDownloadMachine,
      // A page's actor, not one of the app's system children.
      systemId: 'documentDownload' as SystemId,
      oracles: documentDownloadOracles,
      targets: documentDownloadTargets,
      ...documentDownloadModelFixtures,
    });
    assertFullCoverage(report);
  });
});
