import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInForToken } from '../../scripts/bench/bench-sign-in';
import { type StackProcess, startStackProcess } from '../../scripts/bench/stack-process';

/**
 * Part 5: the stack in a child process over PGlite (as `npm start` runs it),
 * a stream of acknowledged writes (one user setting counting up, and new facility-set handles),
 * SIGKILL mid-stream, a restart over the same DATA_DIR, and then every write that got a 2xx must
 * be there. PostgreSQL (DATABASE_URL) is not the subject here: this is about PGlite's own files.
 */

const dataRoot = mkdtempSync(path.join(tmpdir(), 'qap-kill9-'));
const DATA_SET = { db: 'pglite', facilities: 5 } as const;
const ENVIRONMENT = 'afya-production';
let stack: StackProcess | undefined;

afterAll(async () => {
  if (stack) await stack.stop().catch(() => {});
  rmSync(dataRoot, { recursive: true, force: true });
});

const start = () =>
  startStackProcess({
    dataSet: DATA_SET,
    dataRoot,
    ports: { web: 0, api: 0, idp: 0 },
    env: { DATABASE_URL: '' },
    log: () => {},
  });

function api(base: string, token: string, route: string, method: string, body: unknown) {
  return fetch(`${base}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      environmentId: ENVIRONMENT,
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

describe('kill -9 during writes', () => {
  it('no acknowledged write is lost when the stack is killed mid-stream and started again', async () => {
    stack = await start();
    const first = stack;
    let token = await signInForToken(first.urls);
    let lastSetting = -1;
    const handles: string[] = [];
    let failedAfterKill = 0;
    let killed = false;

    const settingsStream = async () => {
      for (let i = 0; !killed; i += 1) {
        try {
          const answer = await api(first.urls.api, token, '/api/qps/users/settings', 'PUT', {
            key: 'securitySuiteCounter',
            value: i,
          });
          if (answer.ok) lastSetting = i;
        } catch {
          failedAfterKill += 1;
          return;
        }
      }
    };
    const setsStream = async () => {
      for (let i = 0; !killed; i += 1) {
        try {
          const answer = await api(first.urls.api, token, '/api/qps/facility/set', 'POST', {
            awardedLevels: [i % 6],
            surveyIds: [i + 1],
          });
          if (answer.ok) handles.push(((await answer.json()) as { handle: string }).handle);
        } catch {
          failedAfterKill += 1;
          return;
        }
      }
    };
    const streams = Promise.all([settingsStream(), setsStream()]);
    // let the writes run, then kill the whole server side (API, IdP, PGlite) without warning
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    process.kill(first.pid, 'SIGKILL');
    killed = true;
    await streams;
    stack = undefined;
    const acknowledged = { settings: lastSetting + 1, sets: handles.length };

    const startedAgain = Date.now();
    let reopened: StackProcess;
    try {
      reopened = await start();
    } catch (error) {
      console.log(`[security] kill -9: PGlite did not reopen after SIGKILL: ${String(error)}`);
      throw error;
    }
    stack = reopened;
    const restartMs = Date.now() - startedAgain;
    token = await signInForToken(reopened.urls);
    const settings = (await (
      await api(reopened.urls.api, token, '/api/qps/users/settings', 'GET', undefined)
    ).json()) as Record<string, unknown>;
    const stored = Number(settings.securitySuiteCounter ?? -1);
    let setsLost = 0;
    for (const handle of handles) {
      const answer = await api(reopened.urls.api, token, '/api/qps/facility/list', 'POST', {
        facilitySet: handle,
        limit: 1,
      });
      if (answer.status !== 200) setsLost += 1;
    }
    const settingsLost = stored >= lastSetting ? 0 : lastSetting - stored;
    console.log(
      `[security] kill -9: ${acknowledged.settings} settings writes and ${acknowledged.sets} facility sets acknowledged before SIGKILL (${failedAfterKill} in flight), restart on the same DATA_DIR in ${restartMs} ms; last acknowledged counter ${lastSetting}, stored ${stored}; writes lost: ${settingsLost} settings, ${setsLost} facility sets`,
    );
    expect(acknowledged.settings).toBeGreaterThan(10);
    expect(acknowledged.sets).toBeGreaterThan(10);
    expect(settingsLost).toBe(0);
    expect(setsLost).toBe(0);
  });
});
