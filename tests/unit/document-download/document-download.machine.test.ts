import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type DownloadDocumentInput,
  documentDownloadMachine,
  selectDownloadingDocumentId,
} from '../../../machines/document-download';
import { heldPromiseActor } from '../support/held-promise-actor';

/** The machine with a download that waits until the test settles it, recording each request. */
function startWithHeldDownloads() {
  const { logic: downloadDocument, asked: requests, settle } = heldPromiseActor<DownloadDocumentInput>();
  const machine = documentDownloadMachine.provide({ actors: { downloadDocument } });
  return { actor: createActor(machine).start(), requests, settle };
}

const download = (documentId: number, fileName: string) =>
  ({ type: 'documents.download', documentId, fileName }) as const;

describe('document downloads (the download state lives in a machine)', () => {
  it('a document downloads by its id under its file name, marked busy until it is saved', async () => {
    const { actor, requests, settle } = startWithHeldDownloads();
    actor.send(download(9, 'audit-2024.pdf'));
    expect(selectDownloadingDocumentId(actor.getSnapshot())).toBe(9);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, () => requests.length === 1);
    expect(requests).toEqual([{ documentId: 9, fileName: 'audit-2024.pdf' }]);
    settle[0].resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectDownloadingDocumentId(actor.getSnapshot())).toBeNull();
  });

  it('one document at a time: a request while another downloads is ignored', async () => {
    const { actor, requests } = startWithHeldDownloads();
    actor.send(download(9, 'audit-2024.pdf'));
    actor.send(download(10, 'plan.pdf'));
    await waitFor(actor, () => requests.length === 1);
    expect(requests.map((request) => request.documentId)).toEqual([9]);
    expect(selectDownloadingDocumentId(actor.getSnapshot())).toBe(9);
  });

  it('a failed download ends the busy state, and the document can be asked for again', async () => {
    const { actor, requests, settle } = startWithHeldDownloads();
    actor.send(download(9, 'audit-2024.pdf'));
    await waitFor(actor, () => requests.length === 1);
    settle[0].reject(new Error('Download failed.'));
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectDownloadingDocumentId(actor.getSnapshot())).toBeNull();
    actor.send(download(9, 'audit-2024.pdf'));
    await waitFor(actor, () => requests.length === 2);
  });
});
