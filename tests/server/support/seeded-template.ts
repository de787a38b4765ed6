import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed/seed';

const SOURCES = ['server/db/migrations', 'server/db/seed'];
/** The seed ends with an analytics refresh: its code shapes the template too. */
const SOURCE_FILES = [
  'server/db/analytics-refresh.ts',
  'server/db/table-swap.ts',
  'server/queries/score-histogram.ts',
];

/** Changes whenever the schema or the seed code does, so a stale template is never reused. */
function templateVersion(facilitiesPerEnvironment: number): string {
  const hash = createHash('sha256').update(String(facilitiesPerEnvironment));
  for (const folder of SOURCES) {
    for (const file of readdirSync(folder).sort()) hash.update(readFileSync(join(folder, file)));
  }
  for (const file of SOURCE_FILES) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A private copy of a seeded PGlite data folder. Creating a PGlite database (initdb in WebAssembly)
 * is slow, so the first test file seeds a template under the temp folder and every file copies it;
 * a directory lock keeps parallel files from building it twice.
 */
export async function seededPgliteCopy(name: string, facilitiesPerEnvironment: number): Promise<string> {
  const template = join(tmpdir(), `qap-test-template-${templateVersion(facilitiesPerEnvironment)}`);
  const lock = `${template}.lock`;
  const deadline = Date.now() + 300_000;
  while (!existsSync(template)) {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000)
      rmSync(lock, { recursive: true, force: true });
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${template}`);
      await sleep(250);
      continue;
    }
    try {
      if (!existsSync(template)) await buildTemplate(template, facilitiesPerEnvironment);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const copy = mkdtempSync(join(tmpdir(), `qap-${name}-`));
  cpSync(template, copy, { recursive: true });
  return copy;
}

async function buildTemplate(template: string, facilitiesPerEnvironment: number): Promise<void> {
  const building = `${template}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: building });
  await migrate(db);
  await seedIfEmpty(db, { facilitiesPerEnvironment });
  await db.close();
  renameSync(building, template);
}
