import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '../../../contract/domain.types';
import { createWebRequestListener } from '../../../server/web/web-server';

/** A runtime configuration with every analytics host set, so the CSP has something to list. */
export const HEADERS_CONFIG: RuntimeConfig = {
  qesBaseUrl: 'http://api.example.test:5174',
  identityServerBaseUrl: 'http://login.example.test:5175',
  qapMixpanelToken: 'token',
  qapMixpanelApiHost: 'http://collector.example.test:9000',
  aiConnectionString: 'InstrumentationKey=abc;IngestionEndpoint=https://ingest.example.test/',
};

/**
 * The portal's web server over a two-file dist/ (an index and one bundle), plus `extraFiles`
 * (path inside dist/ -> content), on a free port.
 */
export async function serveDistFixture(
  runtimeConfig: RuntimeConfig = HEADERS_CONFIG,
  extraFiles: Record<string, string> = {},
) {
  const distDir = await mkdtemp(path.join(tmpdir(), 'qap-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
  for (const [file, content] of Object.entries(extraFiles)) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), content);
  }
  const server = createServer(createWebRequestListener({ distDir, runtimeConfig }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
