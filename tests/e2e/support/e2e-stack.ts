import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readServerConfig } from '../../../server/config/server-config';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed/seed';
import { type RunningStack, type StackOptions, startStack } from '../../../server/stack';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');
export const ARTIFACTS_DIR = path.join(ROOT_DIR, 'test-artifacts');
/** Small but complete demo data: every page has something to show, and seeding takes a second. */
export const E2E_FACILITIES_PER_ENVIRONMENT = 60;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat().sort();
}

/** Changes whenever the schema or the seed changes, so a stale template is never reused. */
async function databaseFingerprint(): Promise<string> {
  const hash = createHash('sha256').update(String(E2E_FACILITIES_PER_ENVIRONMENT));
  for (const file of await filesUnder(path.join(ROOT_DIR, 'server', 'db')))
    hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite folder prepared once and copied for each test file: the copy takes
 * milliseconds where migrating and seeding take seconds. It is built in a private folder and
 * renamed into place in one step, so concurrent runs never see (or trample) a half-built one.
 */
async function preparedTemplate(): Promise<string> {
  const template = path.join(ARTIFACTS_DIR, 'e2e-data', await databaseFingerprint());
  const isReady = async () => Boolean(await stat(path.join(template, 'ready')).catch(() => undefined));
  if (await isReady()) return template;
  await mkdir(path.dirname(template), { recursive: true });
  const building = await mkdtemp(`${template}.building-`);
  try {
    const db = await openDatabase({ dataDir: path.join(building, 'pglite') });
    try {
      await migrate(db);
      await seedIfEmpty(db, { facilitiesPerEnvironment: E2E_FACILITIES_PER_ENVIRONMENT });
    } finally {
      await db.close();
    }
    await mkdir(path.join(building, 'ready'));
    // A leftover without `ready` is an interrupted build: clear it so the rename can land.
    if (!(await isReady())) await rm(template, { recursive: true, force: true });
    await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
      // A concurrent run finished first: its template is just as good as ours.
      if (!['EEXIST', 'ENOTEMPTY', 'EPERM'].includes(error.code ?? '') || !(await isReady())) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

export interface E2eStack extends RunningStack {
  dataDir: string;
}

/**
 * The same stack as `npm start` (built portal, IdP, QPS API) on free ports with its own copy of
 * the prepared data: call it in beforeAll and `stop()` in afterAll. Environment variables of the
 * shell (ports, DATABASE_URL, analytics tokens) are deliberately ignored. `rootDir` with
 * `build: false` serves another dist/ (a fixture) when the test is about the servers, not the UI.
 * Without them, QAP_E2E_PORTAL_ROOT serves a portal built elsewhere (`vite build --outDir
 * <dir>/dist`): how figures before a change are measured with main's build, or a run is kept
 * apart from another that rebuilds the shared dist/.
 */
export async function startE2eStack(
  options: Pick<StackOptions, 'rootDir' | 'build'> & {
    /** Settings as environment variables (e.g. analytics pointed at a collector); the shell's are ignored. */
    env?: Record<string, string>;
  } = {},
): Promise<E2eStack> {
  const portalRoot = process.env.QAP_E2E_PORTAL_ROOT;
  if (portalRoot && !options.rootDir) options = { ...options, rootDir: portalRoot, build: false };
  const template = await preparedTemplate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qap-e2e-'));
  await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const stack = await startStack({
    config: readServerConfig(options.env ?? {}, ROOT_DIR),
    ports: { web: 0, api: 0, idp: 0 },
    dataDir,
    rootDir: options.rootDir ?? ROOT_DIR,
    build: options.build,
    log: () => {},
  });
  return {
    ...stack,
    dataDir,
    stop: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
