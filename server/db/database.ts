import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  /**
   * PostgreSQL: prepare the statement once per connection under this name and reuse its plan.
   * For the fixed SQL every request runs (planning it cost three times its execution); never for
   * SQL built per call, which would pile up statements on each connection.
   */
  prepareAs?: string;
}

/** Anything that runs one parameterised SQL statement: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
}

/** Connections at this moment, for /metrics. */
export interface PoolUse {
  /** Checked out, running a query or holding a transaction. */
  inUse: number;
  /** Requests waiting for a free connection. */
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several `;`-separated statements without parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PostgreSQL: the pool's use; PGlite, one embedded connection always open: 1 in use, 0 waiting. */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data folder; default `.data/pglite`. Ignored when databaseUrl is set. */
  dataDir?: string;
  /** A PostgreSQL connection string (env DATABASE_URL); when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolSize?: number;
  /** PostgreSQL only: a schema to create and use as search_path (isolates parallel test runs). */
  schema?: string;
}

export const DEFAULT_DATA_DIR = '.data/pglite';

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, options.poolSize);
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await pglite.query<T>(sql, params)).rows,
    }),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await tx.query<T>(sql, params)).rows,
          }),
        }),
      ),
    poolUse: () => ({ inUse: 1, waiting: 0 }),
    close: () => pglite.close(),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/**
 * How long an idle pooled connection is kept (node-postgres closes it after 10 s): through an
 * analyst's pause between pages. A new one costs a backend, and on Citus also the coordinator's
 * connections to its workers and its metadata cache (docs/scaling.md, "Run on Citus").
 */
const POOL_IDLE_MS = 10 * 60_000;

async function openPostgres(connectionString: string, schema?: string, poolSize = 10): Promise<Database> {
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: POOL_IDLE_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const runner = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => ({
      rows: (await client.query({ text: sql, values: params as unknown[], name: options?.prepareAs }))
        .rows as T[],
    }),
  });
  return {
    kind: 'postgres',
    ...runner(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Drops a schema made by `openDatabase({ schema })` (tests clean up after themselves). */
export async function dropSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
