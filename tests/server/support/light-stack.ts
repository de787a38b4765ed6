import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { readServerConfig } from '../../../server/config/server-config';
import { type RunningStack, startStack } from '../../../server/stack';

/**
 * The identity provider and the API as `npm start` runs them (no portal), on free ports over a
 * fresh PGlite folder with a tiny seed; stop() also removes the folder. `logger` takes the servers' logs.
 */
export async function startLightStack(logger?: Logger): Promise<RunningStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qap-light-stack-'));
  const stack = await startStack({
    config: readServerConfig({}),
    ports: { api: 0, idp: 0 },
    dataDir,
    serveWeb: false,
    seed: { facilitiesPerEnvironment: 5 },
    log: () => {},
    logger,
  });
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
