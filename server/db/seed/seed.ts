import { hashPassword } from '../../security/password.js';
import { refreshAnalytics } from '../analytics-refresh.js';
import type { Database, Queryable } from '../database.js';
import { createRandom } from './random.js';
import { DEMO_PASSWORD, DEMO_USERS, ENVIRONMENTS } from './reference-data.js';
import { type SeededFacility, seedFacilities } from './seed-facilities.js';
import {
  type NetworkIds,
  seedContracts,
  seedFacilityGroups,
  seedSurveys,
  seedSyncRuns,
} from './seed-networks.js';
import { seedReference } from './seed-reference.js';

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
  const facilities = await db.transaction((tx) => seedAll(tx, options));
  // fresh statistics, or the planner guesses a few hundred rows where there are 100,000
  await db.exec('ANALYZE');
  return { seeded: true, facilities, milliseconds: Math.round(performance.now() - started) };
}

async function seedAll(db: Queryable, options: SeedOptions): Promise<number> {
  const log = options.log ?? (() => {});
  const count = options.facilitiesPerEnvironment ?? DEFAULT_FACILITIES_PER_ENVIRONMENT;
  const random = createRandom(options.seed ?? 20250101);
  const districts = await seedReference(db);
  const facilityIds = { facility: 0, certificate: 100000, activity: 0 };
  const networkIds: NetworkIds = {
    facilityGroup: 0,
    organization: 0,
    contract: 0,
    survey: 0,
    question: 0,
    syncRun: 0,
  };
  let facilityUserFacility: number | undefined;
  let total = 0;
  for (const environment of ENVIRONMENTS.filter((entry) => entry.kind === 'working')) {
    const started = performance.now();
    const tenantDistricts = districts.filter((district) => district.tenantId === environment.tenantId);
    const facilityGroupIds = await seedFacilityGroups(db, environment.id, networkIds);
    const facilities: SeededFacility[] = await seedFacilities({
      db,
      random,
      environmentId: environment.id,
      districts: tenantDistricts,
      facilityGroupIds,
      count,
      ids: facilityIds,
    });
    await seedContracts(db, random, environment.id, facilities, networkIds);
    await seedSurveys(db, random, environment.id, facilities, networkIds);
    await seedSyncRuns(db, environment.id, networkIds);
    facilityUserFacility ??= (
      facilities.find((facility) => facility.categoryId === 1 && facility.isCertActive) ??
      facilities.find((facility) => facility.isCertActive) ??
      facilities[0]
    ).id;
    total += facilities.length;
    log(
      `${environment.id}: ${facilities.length} facilities in ${Math.round(performance.now() - started)} ms`,
    );
  }
  await seedUsers(db, facilityUserFacility ?? null);
  await refreshAnalytics(
    db,
    ENVIRONMENTS.map((environment) => environment.id),
  );
  return total;
}

async function seedUsers(db: Queryable, facilityUserFacilityId: number | null): Promise<void> {
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
        user.boundToFacility ? facilityUserFacilityId : null,
        user.permissions,
        JSON.stringify(user.settings),
      ],
    );
  }
}
