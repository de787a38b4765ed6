import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';

const run = promisify(execFile);

describe('npm run seed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qap-seed-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the PGlite database in $DATA_DIR/pglite, where the servers look for it', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const { stdout } = await run('npx', ['tsx', 'server/db/seed-cli.ts', '--facilities', '3'], { env });
    expect(stdout).toContain('seeded 12 facilities');
    const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM facilities');
      expect(rows[0].count).toBe(12);
    } finally {
      await db.close();
    }
  });
});
