import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { dropSchema, openDatabase } from '../../server/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

/** One data set: a database engine and the facilities per environment it was seeded with. */
export interface DataSet {
  db: DatabaseKind;
  facilities: number;
}

export interface StackProcessOptions {
  dataSet: DataSet;
  /** Folder holding one folder per data set (PGlite files, identity-provider keys). */
  dataRoot: string;
  /** Needed for PostgreSQL: each size lives in a schema `bench_<facilities>` of this database. */
  databaseUrl?: string;
  ports: { web: number; api: number; idp: number };
  /** Serve the portal as well (bench:home). */
  web?: boolean;
  /** With web: serve DIR/dist as built, instead of (re)building the work tree's dist/. */
  portalRoot?: string;
  /** Extra environment for the server (QAP_ANSWER_CACHE_MB). */
  env?: Record<string, string>;
  /** Drop the data set first and seed it again. */
  reseed?: boolean;
  /** The database URL holds the seeded data set as it is (a distributed one, say): no schema of its own. */
  databaseAsIs?: boolean;
  log?: (line: string) => void;
}

export interface StackProcess {
  pid: number;
  urls: { web: string; api: string; idp: string };
  readyInMs: number;
  /** Set when this start seeded the data set. */
  seededInMs: number | null;
  /** Resident memory of the stack process now, and its peak since it started, in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

export const schemaOf = (dataSet: DataSet) => `bench_${dataSet.facilities}`;

/** The connection string with the data set's schema as search_path, so the unchanged server uses it. */
function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

async function prepareDatabase(options: StackProcessOptions, dataDir: string): Promise<string | undefined> {
  const { dataSet, databaseUrl, reseed } = options;
  if (dataSet.db === 'pglite') {
    if (reseed) rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    return undefined;
  }
  if (!databaseUrl) throw new Error('PostgreSQL data sets need --database-url (or DATABASE_URL)');
  if (options.databaseAsIs) return databaseUrl;
  const schema = schemaOf(dataSet);
  if (reseed) await dropSchema(databaseUrl, schema);
  // openDatabase creates the schema when it is missing; nothing else is needed from it here.
  await (await openDatabase({ databaseUrl, schema })).close();
  return withSearchPath(databaseUrl, schema);
}

/** Reads VmRSS and VmHWM (the kernel's peak) of a process, in MB. */
function readMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function waitForReady(child: ChildProcess, log: (line: string) => void) {
  return new Promise<{ urls: StackProcess['urls']; readyInMs: number; seededInMs: number | null }>(
    (resolve, reject) => {
      if (!child.stdout || !child.stderr) throw new Error('the stack process has no output pipes');
      createInterface({ input: child.stderr }).on('line', (line) => log(`  [stack] ${line}`));
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('READY ')) resolve(JSON.parse(line.slice('READY '.length)));
      });
      child.once('exit', (code) =>
        reject(new Error(`the stack process exited (${code}) before it was ready`)),
      );
    },
  );
}

/** Spawns `bench-stack.ts` with the given environment and waits until it listens. */
async function spawnStack(options: StackProcessOptions, env: NodeJS.ProcessEnv): Promise<StackProcess> {
  const script = path.resolve(import.meta.dirname, 'bench-stack.ts');
  const args = ['--import', 'tsx', script, '--facilities', String(options.dataSet.facilities)];
  if (options.web) args.push('--web');
  if (options.portalRoot) args.push('--portal-root', path.resolve(options.portalRoot));
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the stack process did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const ready = await waitForReady(child, options.log ?? console.log);
    return {
      pid,
      ...ready,
      memory: () => readMemory(pid),
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/**
 * Starts `bench-stack.ts` in a child process over the data set (seeding it on first use) and
 * waits until it listens. The child is the API server, the identity provider and, for PGlite,
 * the database itself, so its memory is the whole server side except a PostgreSQL server's.
 * A stack that has just seeded is started again: a process keeps the seed's memory, and that
 * is not what a server needs.
 */
export async function startStackProcess(options: StackProcessOptions): Promise<StackProcess> {
  const { dataSet, ports } = options;
  const dataDir = path.resolve(options.dataRoot, `${dataSet.db}-${dataSet.facilities}`);
  const databaseUrl = await prepareDatabase(options, dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    DATA_DIR: dataDir,
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    IDP_PORT: String(ports.idp),
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const first = await spawnStack(options, env);
  if (first.seededInMs === null) return first;
  await first.stop();
  return { ...(await spawnStack(options, env)), seededInMs: first.seededInMs };
}

/** Samples a process's memory every `everyMs` while a load runs; the highest RSS seen. */
export function sampleMemory(stack: Pick<StackProcess, 'memory'>, everyMs = 100) {
  let highestMb = stack.memory().rssMb;
  const timer = setInterval(() => {
    highestMb = Math.max(highestMb, stack.memory().rssMb);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(highestMb, stack.memory().rssMb);
    },
  };
}
