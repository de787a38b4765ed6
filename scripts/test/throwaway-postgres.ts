import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  databaseUrl: string;
  version: string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined when none is. */
export async function postgresBinDir(): Promise<string | undefined> {
  const versions = await readdir(PG_ROOT).catch(() => [] as string[]);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(PG_ROOT, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user. */
function asPostgresUser(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

/**
 * A PostgreSQL cluster of its own on a free loopback port, without durability (the tests' data is
 * thrown away): the server tests run against it as they would against a deployment's server.
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qap-test-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(dir, Number(stdout.trim()), -1);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await asPostgresUser(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'qap',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  await asPostgresUser(path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    'start',
  ]);
  const { stdout } = await run(path.join(binDir, 'postgres'), ['--version']);
  return {
    databaseUrl: `postgres://qap@127.0.0.1:${port}/postgres`,
    version: /\(PostgreSQL\) (\S+)/.exec(stdout)?.[1] ?? stdout.trim(),
    stop: async () => {
      await asPostgresUser(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(
        () => undefined,
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
