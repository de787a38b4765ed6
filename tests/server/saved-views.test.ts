import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '../../contract/saved-view.schemas';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Views are stored on the server per user and environment, with an API that
 * validates its input; a view can be shared by link within the tenant, and only its owner changes it.
 */
let api: TestApi;
const tokens: Record<keyof typeof USERS, string> = {} as never;
const environmentId = ENVIRONMENTS.afyaProduction;
beforeAll(async () => {
  api = await startTestApi('saved-views');
  for (const user of Object.keys(USERS) as (keyof typeof USERS)[])
    tokens[user] = await api.token(USERS[user]);
});
afterAll(() => api?.close());

type Who = keyof typeof USERS;
const views = (
  path = '/api/qps/views',
  options: {
    as?: Who;
    environment?: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
  } = {},
) =>
  call<SavedView | SavedView[] | { error: { message: string } }>(api, path, {
    token: tokens[options.as ?? 'analyst'],
    environmentId: options.environment ?? environmentId,
    method: options.method,
    body: options.body,
  });
const save = (name: string, path: string, as: Who = 'analyst') =>
  views('/api/qps/views', { as, body: { name, path } });
const messageOf = (answer: { body: unknown }) =>
  (answer.body as { error: { message: string } }).error.message;

describe('a user saves, lists, renames and deletes views', () => {
  it('a saved view comes back with a random id, and is listed by name among the user’s own views', async () => {
    const second = await save('Zanzibar hospitals', '/network?regionIds=4&tab=table');
    const first = await save('Active level 5', '/home?awardedLevels=5');
    expect(first.status).toBe(201);
    const view = first.body as SavedView;
    expect(view).toMatchObject({
      name: 'Active level 5',
      path: '/home?awardedLevels=5',
      isStartPage: false,
      ownedByYou: true,
    });
    expect(view.id).toMatch(/^sv_/);
    expect(view.id).not.toBe((second.body as SavedView).id);
    const list = (await views()).body as SavedView[];
    expect(list.map((entry) => entry.name)).toEqual(['Active level 5', 'Zanzibar hospitals']);
  });

  it('rename and a new address are kept; a name the user already has is 409 and changes nothing', async () => {
    const view = (await save('To rename', '/yearly-performance')).body as SavedView;
    const renamed = await views(`/api/qps/views/${view.id}`, {
      method: 'PUT',
      body: { name: 'Renamed', path: '/yearly-performance?tab=elements' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', path: '/yearly-performance?tab=elements' });
    const clash = await views(`/api/qps/views/${view.id}`, {
      method: 'PUT',
      body: { name: 'Active level 5' },
    });
    expect(clash.status).toBe(409);
    expect((await views(`/api/qps/views/${view.id}`)).body).toMatchObject({ name: 'Renamed' });
    expect((await save('Renamed', '/home')).status).toBe(409);
  });

  it('one start page per user and environment: making another the start page unmakes the first', async () => {
    const [a, b] = [
      (await save('Start A', '/home')).body as SavedView,
      (await save('Start B', '/network')).body as SavedView,
    ];
    await views(`/api/qps/views/${a.id}`, { method: 'PUT', body: { isStartPage: true } });
    await views(`/api/qps/views/${b.id}`, { method: 'PUT', body: { isStartPage: true } });
    const starts = ((await views()).body as SavedView[]).filter((view) => view.isStartPage);
    expect(starts.map((view) => view.name)).toEqual(['Start B']);
  });

  it('a deleted view is gone (204, then 404)', async () => {
    const view = (await save('Short-lived', '/home')).body as SavedView;
    expect((await views(`/api/qps/views/${view.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await views(`/api/qps/views/${view.id}`)).status).toBe(404);
  });
});

describe('bad input gets a clear 400 and saves nothing', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an empty name', { name: '   ', path: '/home' }, /name.*must not be empty/],
    ['a name of 81 characters', { name: 'n'.repeat(81), path: '/home' }, /at most 80/],
    ['a control character in the name', { name: 'a\u0007b', path: '/home' }, /control characters/],
    ['an address on another site', { name: 'evil', path: '//evil.test/x' }, /address of the portal itself/],
    ['a full URL', { name: 'evil', path: 'https://evil.test/' }, /address of the portal itself/],
    ['a sign-in step', { name: 'oauth', path: '/oauth?code=1' }, /address of the portal itself/],
    ['an address of 2,001 characters', { name: 'long', path: `/home?q=${'x'.repeat(1994)}` }, /at most 2000/],
    ['an unknown field', { name: 'x', path: '/home', owner: 'someone' }, /Unrecognized key/],
  ];
  for (const [name, body, message] of cases) {
    it(name, async () => {
      const before = ((await views()).body as SavedView[]).length;
      const answer = await views('/api/qps/views', { body });
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toMatch(message);
      expect(((await views()).body as SavedView[]).length).toBe(before);
    });
  }

  it('an update that changes nothing, or an id that is not a view id, is 400', async () => {
    const view = (await save('Unchanged', '/home')).body as SavedView;
    expect((await views(`/api/qps/views/${view.id}`, { method: 'PUT', body: {} })).status).toBe(400);
    expect((await views('/api/qps/views/1', { method: 'PUT', body: { name: 'x' } })).status).toBe(400);
  });

  it('the 101st view of a user is refused with a message; the 100 saved stay', async () => {
    const existing = ((await views('/api/qps/views', { as: 'viewer' })).body as SavedView[]).length;
    for (let index = existing; index < 100; index += 1)
      expect((await save(`View ${index}`, '/home', 'viewer')).status).toBe(201);
    const refused = await save('One too many', '/home', 'viewer');
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toMatch(/at most 100 views/);
    expect(((await views('/api/qps/views', { as: 'viewer' })).body as SavedView[]).length).toBe(100);
  });
});

describe('views are isolated by user, environment and tenant', () => {
  it('another user of the same environment opens a shared view by its link but cannot change or delete it', async () => {
    const view = (await save('Shared', '/benchmarking-v2?facilityIds=1,2')).body as SavedView;
    await views(`/api/qps/views/${view.id}`, { method: 'PUT', body: { isStartPage: true } });
    const opened = await views(`/api/qps/views/${view.id}`, { as: 'facilityUser' });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      path: '/benchmarking-v2?facilityIds=1,2',
      ownedByYou: false,
      isStartPage: false,
    });
    expect(
      ((await views('/api/qps/views', { as: 'facilityUser' })).body as SavedView[]).map((v) => v.id),
    ).not.toContain(view.id);
    expect(
      (
        await views(`/api/qps/views/${view.id}`, {
          as: 'facilityUser',
          method: 'PUT',
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(403);
    expect((await views(`/api/qps/views/${view.id}`, { as: 'facilityUser', method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await views(`/api/qps/views/${view.id}`)).body).toMatchObject({ name: 'Shared' });
  });

  it('the same id from another environment of the tenant, or from another tenant, is 404 or 403, never the view', async () => {
    const view = (await save('Production only', '/home')).body as SavedView;
    const otherEnvironment = await views(`/api/qps/views/${view.id}`, {
      environment: ENVIRONMENTS.afyaTraining,
    });
    expect(otherEnvironment.status).toBe(404);
    expect(
      ((await views('/api/qps/views', { environment: ENVIRONMENTS.afyaTraining })).body as SavedView[])
        .length,
    ).toBe(0);
    const otherTenant = await views(`/api/qps/views/${view.id}`, {
      as: 'secondTenantAnalyst',
      environment: ENVIRONMENTS.maishaProduction,
    });
    expect(otherTenant.status).toBe(404);
    const spoofed = await views(`/api/qps/views/${view.id}`, { as: 'secondTenantAnalyst' });
    expect(spoofed.status).toBe(403);
    expect(spoofed.text).not.toContain('Production only');
  });

  it('without a token nothing is listed', async () => {
    const answer = await call(api, '/api/qps/views', { environmentId });
    expect(answer.status).toBe(401);
  });
});
