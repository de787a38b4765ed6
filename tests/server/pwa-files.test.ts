import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_CONFIG, serveDistFixture } from './support/dist-fixture';

let fixture: Awaited<ReturnType<typeof serveDistFixture>>;

beforeAll(async () => {
  fixture = await serveDistFixture(HEADERS_CONFIG, {
    'sw.js': 'self.addEventListener("fetch", () => {})',
    'registerSW.js': 'navigator.serviceWorker.register("/sw.js")',
    'manifest.webmanifest': '{"name":"Quality Analytics Platform"}',
    'icons/qap-192.png': 'png',
  });
});

afterAll(async () => {
  await fixture?.close();
});

const get = (path: string) => fetch(`${fixture.base}${path}`);

describe('offline reading files: the service worker and the manifest are never served stale', () => {
  it.each(['/sw.js', '/registerSW.js', '/manifest.webmanifest'])(
    '%s is revalidated on every load (Cache-Control: no-cache), so a new version reaches the browser',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('the service worker is JavaScript and the manifest is a web app manifest', async () => {
    expect((await get('/sw.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe(
      'application/manifest+json',
    );
    expect((await get('/icons/qap-192.png')).headers.get('content-type')).toBe('image/png');
  });
});
