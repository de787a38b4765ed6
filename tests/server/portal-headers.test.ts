import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDistFixture } from './support/dist-fixture';

let fixture: Awaited<ReturnType<typeof serveDistFixture>>;
let base: string;

beforeAll(async () => {
  fixture = await serveDistFixture();
  base = fixture.base;
});

afterAll(async () => {
  await fixture?.close();
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('portal headers (a strict CSP and framing protection)', () => {
  it('every page of the portal carries a CSP with scripts from its own origin only', async () => {
    for (const route of ['/', '/home', '/public?tenantId=x', '/index.html']) {
      const response = await fetch(`${base}${route}`);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src'), route).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('connect-src lists exactly the configured API, identity and analytics origins', async () => {
    const policy = directives((await fetch(`${base}/`)).headers.get('content-security-policy'));
    expect(new Set(policy.get('connect-src'))).toEqual(
      new Set([
        "'self'",
        'http://api.example.test:5174',
        'http://login.example.test:5175',
        'http://collector.example.test:9000',
        'https://ingest.example.test',
      ]),
    );
    // the silent-renewal frame opens at the provider and comes back to the portal's /silent-renew
    expect(policy.get('frame-src')).toEqual(["'self'", 'http://login.example.test:5175']);
  });

  it('only the silent-renew page may be framed, and only by the portal itself', async () => {
    const response = await fetch(`${base}/silent-renew?code=x`);
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('bundles are served with nosniff', async () => {
    const response = await fetch(`${base}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
