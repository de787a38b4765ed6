import { type Database, dropSchema, openDatabase } from '../../../server/db/database';

/** An empty database of its own: a schema on DATABASE_URL when set, else an in-memory PGlite. */
export async function freshDatabase(name: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `qap_test_${name}_${process.pid}`;
  if (databaseUrl) await dropSchema(databaseUrl, schema);
  const db = await openDatabase(databaseUrl ? { databaseUrl, schema } : { dataDir: 'memory://' });
  return {
    db,
    drop: async () => {
      await db.close();
      if (databaseUrl) await dropSchema(databaseUrl, schema);
    },
  };
}
