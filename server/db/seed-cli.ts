/**
 * `npm run seed -- [--facilities N] [--data-dir DIR]`: migrates and seeds the database
 * (PGlite in DIR, default $DATA_DIR/pglite like the servers, or PostgreSQL when DATABASE_URL is set).
 * Does nothing if the database already holds data: delete the data folder (or schema) to reseed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../config/server-config.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { DEFAULT_FACILITIES_PER_ENVIRONMENT, seedIfEmpty } from './seed/seed.js';

const { values } = parseArgs({
  options: {
    facilities: { type: 'string', default: String(DEFAULT_FACILITIES_PER_ENVIRONMENT) },
    'data-dir': { type: 'string' },
  },
});
const facilitiesPerEnvironment = Number(values.facilities);
if (!Number.isInteger(facilitiesPerEnvironment) || facilitiesPerEnvironment < 1) {
  console.error('--facilities must be a positive integer');
  process.exit(1);
}

const config = readServerConfig();
const db = await openDatabase({
  dataDir: values['data-dir'] ?? path.join(config.dataDir, 'pglite'),
  databaseUrl: config.databaseUrl,
});
try {
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
  const result = await seedIfEmpty(db, { facilitiesPerEnvironment, log: (line) => console.log(line) });
  console.log(
    result.seeded
      ? `seeded ${result.facilities} facilities (${facilitiesPerEnvironment} per environment) in ${result.milliseconds} ms`
      : 'database already seeded; nothing to do',
  );
} finally {
  await db.close();
}
