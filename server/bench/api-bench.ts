/**
 * `npx tsx server/bench/api-bench.ts --facilities N [--runs 15]`: median latency of POST /api/qps/facility
 * and a Benchmarking/Peers getResult over real HTTP, against a PGlite folder seeded with N facilities per
 * environment (.data/bench-N, seeded on first use; reused after) or DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createApiServer } from '../api/create-api-server.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../db/seed/seed.js';

const { values } = parseArgs({
  options: { facilities: { type: 'string', default: '1500' }, runs: { type: 'string', default: '15' } },
});
const facilitiesPerEnvironment = Number(values.facilities);
const runs = Number(values.runs);

const db = await openDatabase({
  dataDir: `.data/bench-${facilitiesPerEnvironment}`,
  databaseUrl: process.env.DATABASE_URL,
});
await migrate(db);
const seed = await seedIfEmpty(db, { facilitiesPerEnvironment });
if (seed.seeded) console.log(`seeded ${seed.facilities} facilities in ${seed.milliseconds} ms`);

const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench' };
const app = await createApiServer({
  db,
  issuer: 'http://bench',
  audience: 'bench',
  jwks: createLocalJWKSet({ keys: [jwk] }),
  corsOrigin: 'http://bench',
});
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await new SignJWT({})
  .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
  .setSubject('user-analyst-afya')
  .setIssuer('http://bench')
  .setAudience('bench')
  .setExpirationTime('1h')
  .sign(privateKey);
const headers = {
  Authorization: `Bearer ${token}`,
  environmentId: 'afya-production',
  'Content-Type': 'application/json',
};

async function measure(name: string, path: string, body: unknown): Promise<void> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${text}`);
    if (run > 0) times.push(performance.now() - started); // the first call warms caches
    bytes = text.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${name}: median ${median.toFixed(1)} ms over ${runs} runs (min ${times[0].toFixed(1)}, max ${times.at(-1)?.toFixed(1)}), ${bytes} bytes`,
  );
}

const { rows } = await db.query<{ id: number; n: number }>(
  `SELECT min(id) AS id, count(*)::int AS n FROM facilities WHERE environment_id = 'afya-production' AND latest_year IS NOT NULL`,
);
console.log(
  `${facilitiesPerEnvironment} facilities per environment; afya-production has ${rows[0].n} assessed facilities`,
);
await measure('POST /api/qps/facility (default filter)', '/api/qps/facility', { activeStates: [true] });
await measure('getResult Benchmarking/Peers (network)', '/api/qps/query/getResult?hint=Benchmarking/Peers', {
  key: 'Benchmarking/Peers',
  facilityId: rows[0].id,
  peerGroup: 'network',
  filter: { activeStates: [true] },
});
await measure('getResult Home/Summary', '/api/qps/query/getResult?hint=Home/Summary', {
  key: 'Home/Summary',
  filter: { activeStates: [true] },
});
await app.close();
await db.close();
