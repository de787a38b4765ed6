import { hashPassword } from '../../security/password.js';
import { refreshAnalytics } from '../analytics-refresh.js';
import { useOneConnectionPerNode } from '../citus.js';
import type { Database, Queryable } from '../database.js';
import { withKeysCheckedAfterLoad } from './keys-after-load.js';
import { DEMO_PASSWORD, DEMO_USERS, ENVIRONMENTS } from './reference-data.js';
import { dropFacilityDraws, seedFacilities } from './seed-facilities.js';
import {
  type NetworkIds,
  seedContracts,
  seedFacilityGroups,
  seedSurveys,
  seedSyncRuns,
} from './seed-networks.js';
import { seedReference } from './seed-reference.js';
import { createSqlRandom } from './sql-random.js';

export interface SeedOptions {
  /** Facilities in each working environment (four of them); default 1,500. */
  facilitiesPerEnvironment?: number;
  /** PRNG seed; the same seed gives the same data. */
  seed?: number;
  /** Progress lines (the CLI prints them). */
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  facilities: number;
  milliseconds: number;
}

export const DEFAULT_FACILITIES_PER_ENVIRONMENT = 1500;

/** Seeds the demo data unless the database already holds tenants. Run `migrate(db)` first. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM tenants');
  if (rows[0].count > 0) return { seeded: false, facilities: 0, milliseconds: 0 };
  // statistics are taken inside, or the planner would guess a few hundred rows where there are 100,000
  const facilities = await db.transaction(async (tx) => {
    await useOneConnectionPerNode(tx);
    return withKeysCheckedAfterLoad(tx, () => seedAll(tx, options));
  });
  return { seeded: true, facilities, milliseconds: Math.round(performance.now() - started) };
}

async function seedAll(db: Queryable, options: SeedOptions): Promise<number> {
  const log = options.log ?? (() => {});
  const count = options.facilitiesPerEnvironment ?? DEFAULT_FACILITIES_PER_ENVIRONMENT;
  const seed = options.seed ?? 20250101;
  // the seed's few big statements look costly to the planner; compiling them (JIT) costs more than it saves
  await db.query('SET LOCAL jit = off');
  // room to join a million facilities with their assessments, and to build indexes, in memory
  await db.query("SET LOCAL work_mem = '256MB'");
  await db.query("SET LOCAL maintenance_work_mem = '512MB'");
  await createSqlRandom(db, seed);
  const districts = await seedReference(db);
  const facilityIds = { facility: 0 };
  const networkIds: NetworkIds = {
    facilityGroup: 0,
    organization: 0,
    contract: 0,
    survey: 0,
    question: 0,
    syncRun: 0,
  };
  // the facility of each category a facility user works at, picked in the first working environment
  let facilityUserFacilities: Map<number, number> | undefined;
  let total = 0;
  for (const environment of ENVIRONMENTS.filter((entry) => entry.kind === 'working')) {
    const started = performance.now();
    const tenantDistricts = districts.filter((district) => district.tenantId === environment.tenantId);
    const facilityGroupIds = await seedFacilityGroups(db, environment.id, networkIds);
    await seedFacilities({
      db,
      environmentId: environment.id,
      districts: tenantDistricts,
      facilityGroupIds,
      count,
      ids: facilityIds,
    });
    await seedContracts(db, environment.id, networkIds);
    await seedSurveys(db, environment.id, networkIds);
    await dropFacilityDraws(db);
    await seedSyncRuns(db, environment.id, networkIds);
    facilityUserFacilities ??= await pickFacilityUserFacilities(db, environment.id);
    total += count;
    log(`${environment.id}: ${count} facilities in ${Math.round(performance.now() - started)} ms`);
  }
  await seedUsers(db, facilityUserFacilities ?? new Map());
  await refreshAnalytics(
    db,
    ENVIRONMENTS.map((environment) => environment.id),
  );
  return total;
}

/** Per category a demo facility user works at: a certified facility of it, else any certified facility, else the first. */
async function pickFacilityUserFacilities(
  db: Queryable,
  environmentId: string,
): Promise<Map<number, number>> {
  const categories = [...new Set(DEMO_USERS.map((user) => user.worksAt).filter((id) => id !== null))];
  const picked = new Map<number, number>();
  for (const categoryId of categories) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM facilities WHERE environment_id = $1
       ORDER BY category_id = $2 AND is_cert_active DESC, is_cert_active DESC, id LIMIT 1`,
      [environmentId, categoryId],
    );
    picked.set(categoryId, rows[0].id);
  }
  return picked;
}

async function seedUsers(db: Queryable, facilityUserFacilities: ReadonlyMap<number, number>): Promise<void> {
  const passwordHash = hashPassword(DEMO_PASSWORD);
  for (const user of DEMO_USERS) {
    await db.query(
      `INSERT INTO users (id, email, password_hash, given_name, family_name, user_type, user_org, tenant_id,
         facility_id, permissions, settings)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        user.id,
        user.email,
        passwordHash,
        user.givenName,
        user.familyName,
        user.userType,
        user.userOrg,
        user.tenantId,
        user.worksAt === null ? null : (facilityUserFacilities.get(user.worksAt) ?? null),
        user.permissions,
        JSON.stringify(user.settings),
      ],
    );
  }
}
