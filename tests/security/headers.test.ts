import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDistFixture } from '../server/support/dist-fixture';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from '../server/support/test-api';

/** Part 4: the security headers of portal documents and API answers. */

let portalFixture: Awaited<ReturnType<typeof serveDistFixture>>;
let portal: string;
let api: TestApi;
let checked = 0;

beforeAll(async () => {
  portalFixture = await serveDistFixture();
  portal = portalFixture.base;
  api = await startTestApi('security_headers');
});
afterAll(async () => {
  await portalFixture?.close();
  await api?.close();
  console.log(`[security] headers: ${checked} answers checked`);
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it('portal documents: CSP, X-Frame-Options, COOP, Permissions-Policy, nosniff', async () => {
    for (const route of [
      '/',
      '/home',
      '/facilities/12',
      '/public?tenantId=x',
      '/index.html',
      '/no-such-page',
    ]) {
      const response = await fetch(`${portal}${route}`);
      checked += 1;
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('default-src') ?? policy.get('script-src'), route).toBeDefined();
      expect(policy.get('script-src'), route).toEqual(["'self'"]);
      expect(policy.get('object-src'), route).toEqual(["'none'"]);
      expect(policy.get('base-uri'), route).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), route).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options'), route).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy'), route).toBe('same-origin');
      expect(response.headers.get('permissions-policy'), route).toMatch(/camera=\(\)/);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
    }
  });

  it('API answers: no-store, Vary on the caller, nosniff — on success and on every error', async () => {
    const token = await api.token(USERS.analyst);
    const answers = await Promise.all([
      call(api, '/api/qps/environment', { token }),
      call(api, '/api/qps/users/settings', { token, environmentId: ENVIRONMENTS.afyaProduction }),
      call(api, '/api/qps/facility/list', {
        token,
        environmentId: ENVIRONMENTS.afyaProduction,
        body: { limit: 5 },
      }),
      call(api, '/api/qps/environment'),
      call(api, '/api/qps/environment', { token: 'x.y.z' }),
      call(api, '/api/qps/facility', { token, environmentId: ENVIRONMENTS.maishaProduction, body: {} }),
      call(api, '/api/qps/facility', { token, environmentId: ENVIRONMENTS.afyaProduction, rawBody: '{' }),
      call(api, '/api/qps/no-such-route', { token }),
    ]);
    for (const answer of answers) {
      checked += 1;
      const label = `${answer.status} ${answer.text.slice(0, 80)}`;
      expect(answer.headers.get('cache-control'), label).toMatch(/no-store/);
      expect(answer.headers.get('x-content-type-options'), label).toBe('nosniff');
      const vary = (answer.headers.get('vary') ?? '').toLowerCase();
      expect(vary, label).toContain('authorization');
      expect(vary, label).toContain('environmentid');
      // an error never shows a stack
      expect(answer.text, label).not.toMatch(/\n\s+at |node_modules/);
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401, 401, 403, 400, 404]);
  });
});
