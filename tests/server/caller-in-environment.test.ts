import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion } from '../../server/db/data-version';
import { findCallerInEnvironment, userEnvironments } from '../../server/api/user-environments';
import { ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Item 2 (warm answers): every signed-in request reads its user, checks the environment
 * and reads that environment's data version in one round trip. The rule is the one of the
 * environment list (spec: a user works only in its own tenant's environments; a facility user only
 * where its facility is).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('caller-in-environment');
});
afterAll(() => api?.close());

const versionRow = async (environmentId: string) =>
  (
    await api.db.query<{ version: string }>(
      'SELECT version::text AS version FROM data_versions WHERE environment_id = $1',
      [environmentId],
    )
  ).rows[0]?.version ?? '0';

describe('the caller check of a signed-in request', () => {
  it('an unknown user is no caller at all', async () => {
    expect(await findCallerInEnvironment(api.db, 'user-nobody', ENVIRONMENTS.afyaProduction)).toBeNull();
  });

  it('an analyst works in its own tenant’s environments, never in another tenant’s or an unknown one', async () => {
    const own = await findCallerInEnvironment(api.db, USERS.analyst, ENVIRONMENTS.afyaProduction);
    expect(own?.user.id).toBe(USERS.analyst);
    expect(own?.environment?.id).toBe(ENVIRONMENTS.afyaProduction);
    const foreign = await findCallerInEnvironment(api.db, USERS.analyst, ENVIRONMENTS.maishaProduction);
    expect(foreign?.user.id).toBe(USERS.analyst);
    expect(foreign?.environment).toBeNull();
    expect(
      (await findCallerInEnvironment(api.db, USERS.analyst, 'no-such-environment'))?.environment,
    ).toBeNull();
  });

  it('a facility user works only in the environments that hold its facility', async () => {
    const { rows } = await api.db.query<{ facility_id: number }>(
      'SELECT facility_id FROM users WHERE id = $1',
      [USERS.facilityUser],
    );
    const holding = await api.db.query<{ environment_id: string }>(
      'SELECT environment_id FROM facilities WHERE id = $1',
      [rows[0].facility_id],
    );
    const expected = new Set(holding.rows.map((row) => row.environment_id));
    for (const environmentId of [ENVIRONMENTS.afyaProduction, ENVIRONMENTS.afyaTraining]) {
      const caller = await findCallerInEnvironment(api.db, USERS.facilityUser, environmentId);
      expect(caller?.environment?.id ?? null).toBe(expected.has(environmentId) ? environmentId : null);
    }
  });

  it('agrees with the environment list for every seeded user and environment', async () => {
    const users = Object.values(USERS);
    const environments = Object.values(ENVIRONMENTS);
    for (const userId of users) {
      const caller = await findCallerInEnvironment(api.db, userId, environments[0]);
      if (!caller) throw new Error(`seeded user ${userId} is missing`);
      const listed = (await userEnvironments(api.db, caller.user)).map((row) => row.id);
      for (const environmentId of environments) {
        const checked = await findCallerInEnvironment(api.db, userId, environmentId);
        expect(checked?.environment?.id ?? null, `${userId} in ${environmentId}`).toBe(
          listed.includes(environmentId) ? environmentId : null,
        );
      }
    }
  });

  it('carries the environment’s data version, which moves when the data changes', async () => {
    const before = await findCallerInEnvironment(api.db, USERS.analyst, ENVIRONMENTS.afyaTraining);
    expect(before?.dataVersion).toBe(await versionRow(ENVIRONMENTS.afyaTraining));
    await bumpDataVersion(api.db, [ENVIRONMENTS.afyaTraining]);
    const after = await findCallerInEnvironment(api.db, USERS.analyst, ENVIRONMENTS.afyaTraining);
    expect(after?.dataVersion).toBe(String(Number(before?.dataVersion) + 1));
  });
});
