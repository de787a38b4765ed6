import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTER, toWireFilter } from '../../../../machines/filter';
import type { QapUser } from '../../../../contract/domain.types';
import { createQpsClient } from '../../../../src/services/api/qps-client';
import type { QpsClientOptions, QpsSession } from '../../../../src/services/api/qps-client.types';
import { API_TIMEOUT_MS } from '../../../../src/services/api/qps-http';
import { startRecordingServer } from './recording-server';

const json = (value: unknown) => ({ body: JSON.stringify(value) });
const facilitySet = { handle: 'fs_0123456789abcdefghijkl', count: 2 };
/** The facility list answers with an ETag per version, and 304 when asked with the current one. */
let listVersion = 1;
const signedInUser: QapUser = {
  sub: 'user-1',
  accessToken: 'token-abc',
  expiresAt: Date.now() / 1000 + 3600,
};

let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer({
    'GET /api/qps/environment': json([{ id: 'env-1', name: 'One', tenantId: 't', environmentSettings: {} }]),
    'GET /api/qps/language': json([{ cultureName: 'en-US' }]),
    'GET /api/qps/environment/tenant': json({ id: 'tenant-env' }),
    'GET /api/qps/permission/permissions': json([{ name: 'QAP.HomePage' }]),
    'POST /api/qps/facility/set': json(facilitySet),
    'POST /api/qps/facility/list': (request) => {
      const etag = `"list-v${listVersion}"`;
      if (request.headers['if-none-match'] === etag) return { status: 304, body: '', headers: { etag } };
      return {
        ...json({ total: 1, offset: 0, limit: 50, items: [{ version: listVersion }] }),
        headers: { etag },
      };
    },
    'GET /api/qps/public/facilities': {
      ...json({ total: 0, offset: 0, limit: 50, items: [] }),
      headers: { etag: '"public-v1"' },
    },
    'POST /api/qps/Telemetry/Page': { status: 204, body: '' },
    'PUT /api/qps/users/settings': json({ language: 'fr-FR' }),
    'POST /api/qps/query/getResult': json({ hasError: false, data: '[{"showNetworkTab":true}]' }),
    'GET /api/qps/facility/7/thumbnail': { contentType: 'image/png', body: Buffer.from([137, 80, 78, 71]) },
    'GET /api/qps/public/facilities/7': json({ id: 7 }),
    'POST /api/qps/facility/region': {
      status: 400,
      body: JSON.stringify({ error: { message: 'Filter is not valid.' } }),
    },
    'GET /api/qps/facility/surveys': { status: 500, body: 'boom' },
    'GET /api/qps/facility/facilityGroup': { delayMs: 500, ...json([]) },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function clientWith(session: Partial<QpsSession> = {}, overrides: Partial<QpsClientOptions> = {}) {
  const events: string[] = [];
  const notify = vi.fn((n: { message: string }) => events.push(`notify:${n.message}`));
  const recordError = vi.fn(() => events.push('record'));
  const client = createQpsClient({
    baseUrl: server.baseUrl,
    getSession: () => ({ user: signedInUser, environmentId: 'env-1', cultureName: 'fr-FR', ...session }),
    notify,
    recordError,
    logger: { error: vi.fn(), warn: vi.fn() },
    ...overrides,
  });
  return { client, notify, recordError, events };
}

const lastRequest = () => server.requests[server.requests.length - 1];

describe('spec 7: signed-in calls send a bearer token, the environment id, the culture and an XHR marker', () => {
  it('a signed-in call sends Authorization Bearer, environmentId, culture and X-Requested-With', async () => {
    await clientWith().client.getPermissions();
    const { headers } = lastRequest();
    expect(headers.authorization).toBe('Bearer token-abc');
    expect(headers.environmentid).toBe('env-1');
    expect(headers.culture).toBe('fr-FR');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('the environment list call is sent without the environment id header', async () => {
    const environments = await clientWith({ environmentId: null }).client.getEnvironments();
    expect(environments[0].id).toBe('env-1');
    expect(lastRequest().headers.authorization).toBe('Bearer token-abc');
    expect(lastRequest().headers).not.toHaveProperty('environmentid');
  });

  it('the session is read at call time, so a language switch changes the next call', async () => {
    let cultureName = 'en-US';
    const { client } = clientWith(
      {},
      {
        getSession: () => ({ user: signedInUser, environmentId: 'env-1', cultureName }),
      },
    );
    await client.getPermissions();
    cultureName = 'sw-KE';
    await client.getPermissions();
    expect(server.requests.map((r) => r.headers.culture)).toEqual(['en-US', 'sw-KE']);
  });

  it('anonymous calls send no Authorization header', async () => {
    const { client } = clientWith({ user: null, environmentId: null });
    await client.getLanguages();
    await client.getTenantEnvironment({ tenantId: 'tenant-a' });
    await client.getPublicFacility(7, { certificateId: 3, tenantId: 'tenant-a' });
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(request.headers).not.toHaveProperty('authorization');
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    }
    expect(server.requests[1].url).toBe('/api/qps/environment/tenant?tenantId=tenant-a');
    expect(lastRequest().url).toBe('/api/qps/public/facilities/7?certificateId=3&tenantId=tenant-a');
  });
});

describe('spec 5/8: signed-in calls require a signed-in user, a set environment and a base URL', () => {
  it("a signed-in call without a user rejects with 'User not signed in.' and sends nothing", async () => {
    await expect(clientWith({ user: null }).client.getPermissions()).rejects.toThrow('User not signed in.');
    expect(server.requests).toHaveLength(0);
  });

  it("a signed-in call with an expired user rejects with 'User not signed in.'", async () => {
    const expired = { ...signedInUser, expiresAt: Date.now() / 1000 - 10 };
    await expect(clientWith({ user: expired }).client.getPermissions()).rejects.toThrow(
      'User not signed in.',
    );
  });

  it("a signed-in call without an environment rejects with 'Environment not set.'", async () => {
    await expect(
      clientWith({ environmentId: undefined }).client.getFacilitySet(defaultWireFilter),
    ).rejects.toThrow('Environment not set.');
    expect(server.requests).toHaveLength(0);
  });

  it("a call without a configured base URL rejects with 'QES Base URL not set.'", async () => {
    const { client, recordError, notify } = clientWith({}, { baseUrl: () => undefined });
    await expect(client.getLanguages()).rejects.toThrow('QES Base URL not set.');
    expect(notify).not.toHaveBeenCalled();
    expect(recordError).not.toHaveBeenCalled();
  });

  it('the base URL is read at call time, so the client can exist before /config.json loads', async () => {
    let baseUrl: string | undefined;
    const { client } = clientWith({}, { baseUrl: () => baseUrl });
    await expect(client.getLanguages()).rejects.toThrow('QES Base URL not set.');
    baseUrl = server.baseUrl;
    await expect(client.getLanguages()).resolves.toEqual([{ cultureName: 'en-US' }]);
  });
});

describe('spec 8: a failed API call notifies error.message, then records the error, then re-throws', () => {
  it('a response with error.message shows a red notification, then records, then re-throws', async () => {
    const { client, notify, recordError, events } = clientWith();
    const failure = client.getRegionOptions(defaultWireFilter);
    await expect(failure).rejects.toMatchObject({ response: { status: 400 } });
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: 'Filter is not valid.' });
    expect(recordError).toHaveBeenCalledWith(expect.objectContaining({ response: expect.anything() }));
    expect(events).toEqual(['notify:Filter is not valid.', 'record']);
  });

  it('a failure without error.message shows no notification but is still recorded and re-thrown', async () => {
    const { client, notify, recordError } = clientWith();
    await expect(client.getSurveys()).rejects.toMatchObject({ response: { status: 500 } });
    expect(notify).not.toHaveBeenCalled();
    expect(recordError).toHaveBeenCalledTimes(1);
  });

  it('a call cancelled by its caller is re-thrown without notification or recording', async () => {
    const { client, notify, recordError } = clientWith();
    const controller = new AbortController();
    const call = client.getFacilityGroups({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(notify).not.toHaveBeenCalled();
    expect(recordError).not.toHaveBeenCalled();
  });
});

describe('spec 9: API timeout 120000 ms', () => {
  it('the QPS client is created with a 120000 ms timeout', () => {
    const create = vi.spyOn(axios, 'create');
    clientWith();
    expect(API_TIMEOUT_MS).toBe(120_000);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ timeout: 120_000 }));
    create.mockRestore();
  });
});

const defaultWireFilter = toWireFilter(DEFAULT_FILTER);

describe('spec 7: call shapes', () => {
  it('facility filter execution is POST /api/qps/facility/set with the wire filter, answering a handle and a count', async () => {
    expect(await clientWith().client.getFacilitySet(defaultWireFilter)).toEqual(facilitySet);
    expect(lastRequest().method).toBe('POST');
    expect(JSON.parse(lastRequest().body)).toEqual(defaultWireFilter);
  });

  it('page telemetry is a POST with an empty body and headers facilityId and page', async () => {
    await clientWith().client.postPageTelemetry({ page: 'MomCare', facilityId: 42, lastPage: 'Home' });
    const request = lastRequest();
    expect(request.url).toBe('/api/qps/Telemetry/Page');
    expect(request.body).toBe('');
    expect(request.headers.page).toBe('MomCare');
    expect(request.headers.facilityid).toBe('42');
    expect(request.headers.lastpage).toBe('Home');
  });

  it('page telemetry without a facility sends no facilityId header', async () => {
    await clientWith().client.postPageTelemetry({ page: 'Network' });
    expect(lastRequest().headers).not.toHaveProperty('facilityid');
  });

  it('saving one user setting PUTs the key with its value', async () => {
    await clientWith().client.putUserSetting('language', 'fr-FR');
    expect(lastRequest().method).toBe('PUT');
    expect(JSON.parse(lastRequest().body)).toEqual({ key: 'language', value: 'fr-FR' });
  });

  it('getResult posts key, culture and parameters with the key as the hint query', async () => {
    const result = await clientWith().client.getResultFirst('General/AppToggles', {
      filteredFacilities: [1, 2],
    });
    expect(lastRequest().url).toBe('/api/qps/query/getResult?hint=General%2FAppToggles');
    expect(JSON.parse(lastRequest().body)).toEqual({
      key: 'General/AppToggles',
      culture: 'fr-FR',
      filteredFacilities: [1, 2],
    });
    expect(result?.data).toEqual({ showNetworkTab: true });
  });

  it('a thumbnail arrives as a Blob with its content type and bytes', async () => {
    const blob = await clientWith().client.getFacilityThumbnail(7);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });
});

describe('answers are reused by ETag (If-None-Match, 304) per user and environment', () => {
  const listRequest = { filter: defaultWireFilter, offset: 0, limit: 50 };
  const ifNoneMatch = () => lastRequest().headers['if-none-match'];

  function sharedClient() {
    const session: QpsSession = { user: signedInUser, environmentId: 'env-1', cultureName: 'en-US' };
    const { client } = clientWith({}, { getSession: () => session });
    return { client, session };
  }

  it('a repeated call sends the remembered ETag and a 304 answers with the remembered body', async () => {
    listVersion = 1;
    const { client } = sharedClient();
    const first = await client.listFacilities(listRequest);
    expect(ifNoneMatch()).toBeUndefined();
    const second = await client.listFacilities(listRequest);
    expect(ifNoneMatch()).toBe('"list-v1"');
    expect(second).toEqual(first);
  });

  it('a stale ETag gets the fresh answer, which is remembered in its place', async () => {
    listVersion = 1;
    const { client } = sharedClient();
    await client.listFacilities(listRequest);
    listVersion = 2;
    expect((await client.listFacilities(listRequest)).items).toEqual([{ version: 2 }]);
    await client.listFacilities(listRequest);
    expect(ifNoneMatch()).toBe('"list-v2"');
  });

  it('another environment or another user never reuses the answer', async () => {
    listVersion = 1;
    const { client, session } = sharedClient();
    await client.listFacilities(listRequest);
    session.environmentId = 'env-2';
    await client.listFacilities(listRequest);
    expect(ifNoneMatch()).toBeUndefined();
    session.user = { ...signedInUser, sub: 'user-2' };
    await client.listFacilities(listRequest);
    expect(ifNoneMatch()).toBeUndefined();
  });

  it('sign-out forgets the remembered answers', async () => {
    listVersion = 1;
    const { client } = sharedClient();
    await client.listFacilities(listRequest);
    client.forgetRememberedAnswers();
    await client.listFacilities(listRequest);
    expect(ifNoneMatch()).toBeUndefined();
  });

  it('anonymous answers are not remembered', async () => {
    const { client } = sharedClient();
    await client.getPublicFacilities({ offset: 0 });
    await client.getPublicFacilities({ offset: 0 });
    expect(ifNoneMatch()).toBeUndefined();
  });
});
