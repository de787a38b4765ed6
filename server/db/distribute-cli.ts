/**
 * `npm run db:distribute`: migrates the database named by DATABASE_URL, a Citus coordinator, and
 * distributes its schema (server/db/distribute.ts). Safe to run again: it distributes only the
 * tables that are not yet. Run it before `npm run seed` or after, and after a migration adds tables.
 */
import { readServerConfig } from '../config/server-config.js';
import { openDatabase } from './database.js';
import { distributeSchema } from './distribute.js';
import { migrate } from './migrate.js';

const { databaseUrl } = readServerConfig();
if (!databaseUrl) {
  console.error('DATABASE_URL must name the Citus coordinator');
  process.exit(1);
}
const db = await openDatabase({ databaseUrl });
try {
  await migrate(db);
  const started = performance.now();
  const distributed = await distributeSchema(db);
  console.log(
    distributed.length > 0
      ? `distributed ${distributed.length} tables in ${Math.round(performance.now() - started)} ms: ${distributed.join(', ')}`
      : 'schema already distributed; nothing to do',
  );
} finally {
  await db.close();
}
