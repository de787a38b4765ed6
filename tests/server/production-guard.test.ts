/** Security test 20: outside demo mode, missing identity-provider keys stop `npm start` at once, in one clear line. */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm start`'s script in a process of its own; its exit code and what it printed. */
function runStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qap-guard-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the production guard', () => {
  it('QAP_DEMO_MODE=0 without keys: exit 1 with the message naming the key files, no stack trace, nothing set up first', async () => {
    const { code, stdout, stderr } = await runStart({
      QAP_DEMO_MODE: '0',
      DATA_DIR: dataDir,
      WEB_PORT: '0',
      API_PORT: '0',
      IDP_PORT: '0',
    });
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => line && !line.startsWith('oidc-provider WARNING'));
    expect(lines).toEqual([
      `identity provider keys missing: put a private JWKS in ${path.join(dataDir, 'keys', 'signing-keys.json')} and a JSON array of cookie secrets in ${path.join(dataDir, 'keys', 'cookie-keys.json')} (or run in demo mode, QAP_DEMO_MODE=1)`,
    ]);
    // refused before the database was migrated and seeded or the portal built
    expect(stdout).toBe('');
    expect(await readdir(dataDir)).toEqual([]);
  });
});
