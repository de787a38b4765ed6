import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQpsClient } from '../../../../src/services/api/qps-client';
import { startRecordingServer } from './recording-server';

const VIEW = {
  id: 'sv_0123456789abcdef',
  name: 'Level 3',
  path: '/home?level=3',
  isStartPage: false,
  ownedByYou: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const json = { body: JSON.stringify(VIEW) };

let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer({
    'GET /api/qps/views': { body: JSON.stringify([VIEW]) },
    'POST /api/qps/views': { status: 201, ...json },
    [`GET /api/qps/views/${VIEW.id}`]: json,
    [`PUT /api/qps/views/${VIEW.id}`]: json,
    [`DELETE /api/qps/views/${VIEW.id}`]: { status: 204, body: '' },
  });
});
afterAll(() => server.close());

function client() {
  const offlineAnswers = {
    save: vi.fn(async () => {}),
    load: vi.fn(async () => null),
    clear: vi.fn(async () => {}),
  };
  const qps = createQpsClient({
    baseUrl: server.baseUrl,
    getSession: () => ({
      user: { sub: 'u1', accessToken: 'token', expiresAt: Date.now() / 1000 + 3600 },
      environmentId: 'env-1',
      cultureName: 'en-US',
    }),
    notify: vi.fn(),
    recordError: vi.fn(),
    offlineAnswers,
  });
  return { qps, offlineAnswers };
}

describe('saved views on the wire (docs/api/README.md: /api/qps/views)', () => {
  it('each call is the documented method and address, with the token and the environment', async () => {
    const { qps } = client();
    server.requests.length = 0;
    await qps.listSavedViews();
    await qps.createSavedView({ name: 'Level 3', path: '/home?level=3' });
    await qps.getSavedView(VIEW.id);
    await qps.updateSavedView(VIEW.id, { isStartPage: true });
    await qps.deleteSavedView(VIEW.id);
    expect(server.requests.map((request) => `${request.method} ${request.url} ${request.body}`)).toEqual([
      'GET /api/qps/views ',
      'POST /api/qps/views {"name":"Level 3","path":"/home?level=3"}',
      `GET /api/qps/views/${VIEW.id} `,
      `PUT /api/qps/views/${VIEW.id} {"isStartPage":true}`,
      `DELETE /api/qps/views/${VIEW.id} `,
    ]);
    expect(server.requests.every((request) => request.headers.authorization === 'Bearer token')).toBe(true);
  });

  it('a change or a shared view is never kept for offline reading; the list of own views is', async () => {
    const { qps, offlineAnswers } = client();
    await qps.createSavedView({ name: 'Level 3', path: '/home?level=3' });
    await qps.updateSavedView(VIEW.id, { name: 'x' });
    await qps.getSavedView(VIEW.id);
    await qps.deleteSavedView(VIEW.id);
    expect(offlineAnswers.save).not.toHaveBeenCalled();
    expect(offlineAnswers.load).not.toHaveBeenCalled();
    await qps.listSavedViews();
    expect(offlineAnswers.save).toHaveBeenCalledTimes(1);
  });
});
