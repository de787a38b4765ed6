import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type DownloadDocumentInput,
  documentDownloadMachine,
  type ExportFacilitiesInput,
  selectDownloadingDocumentId,
  selectExportFailure,
  selectIsExporting,
} from '../../../machines/document-download';
import { heldPromiseActor } from '../support/held-promise-actor';

/** The machine with exports (and document downloads) that wait until the test settles them. */
function startWithHeldExports() {
  const { logic: exportFacilities, asked: exports, settle } = heldPromiseActor<ExportFacilitiesInput>();
  const downloads: number[] = [];
  const machine = documentDownloadMachine.provide({
    actors: {
      exportFacilities,
      downloadDocument: fromPromise<void, DownloadDocumentInput>(async ({ input }) => {
        downloads.push(input.documentId);
      }),
    },
  });
  return { actor: createActor(machine).start(), exports, downloads, settle };
}

const KENYA: ExportFacilitiesInput['request'] = {
  filter: { countryIds: [1] },
  sort: 'name',
  direction: 'asc',
};
const exportOf = (request: ExportFacilitiesInput['request'], fileName = 'facilities.csv') =>
  ({ type: 'documents.export', request, fileName }) as const;
const OFFLINE = 'The server could not be reached. Check your connection and try again.';

describe('facility export (the export state lives in the document-download machine)', () => {
  it('an export asks the server for the asked facilities, saved under its file name; the button is busy until then', async () => {
    const { actor, exports, settle } = startWithHeldExports();
    actor.send(exportOf(KENYA, 'facility-list.csv'));
    expect(selectIsExporting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, () => exports.length === 1);
    expect(exports).toEqual([{ request: KENYA, fileName: 'facility-list.csv' }]);
    settle[0].resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectIsExporting(actor.getSnapshot())).toBe(false);
    expect(selectExportFailure(actor.getSnapshot())).toBeNull();
  });

  it('no double export: a second click while one runs starts nothing, nor does a document download', async () => {
    const { actor, exports, downloads, settle } = startWithHeldExports();
    actor.send(exportOf(KENYA));
    actor.send(exportOf({ filter: {} }));
    actor.send({ type: 'documents.download', documentId: 9, fileName: 'audit-2024.pdf' });
    await waitFor(actor, () => exports.length === 1);
    expect(exports.map((asked) => asked.request)).toEqual([KENYA]);
    expect(downloads).toEqual([]);
    expect(selectDownloadingDocumentId(actor.getSnapshot())).toBeNull();
    settle[0].resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send(exportOf({ filter: {} }));
    await waitFor(actor, () => exports.length === 2);
  });

  it("a failed export tells the user why, in the failure's words, until the next export starts", async () => {
    const { actor, exports, settle } = startWithHeldExports();
    actor.send(exportOf(KENYA));
    await waitFor(actor, () => exports.length === 1);
    settle[0].reject(new Error(OFFLINE));
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectIsExporting(actor.getSnapshot())).toBe(false);
    expect(selectExportFailure(actor.getSnapshot())).toBe(OFFLINE);
    // A document download leaves it shown: it belongs to the export button.
    actor.send({ type: 'documents.download', documentId: 9, fileName: 'audit-2024.pdf' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectExportFailure(actor.getSnapshot())).toBe(OFFLINE);
    actor.send(exportOf(KENYA));
    expect(selectExportFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, () => exports.length === 2);
  });

  it('the user closes the export failure, and it is no longer shown', async () => {
    const { actor, exports, settle } = startWithHeldExports();
    actor.send(exportOf(KENYA));
    await waitFor(actor, () => exports.length === 1);
    settle[0].reject(new Error(OFFLINE));
    await waitFor(actor, (snapshot) => selectExportFailure(snapshot) !== null);
    actor.send({ type: 'documents.dismissExportFailure' });
    expect(selectExportFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
