import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database';

interface StoredRow {
  payload: AdapterPayload;
  consumed_at: Date | string | null;
}

/**
 * Keeps sessions, grants, codes and refresh tokens in the application database, so a restart of
 * `npm start` does not sign everybody out (table oidc_payloads, migration 014). Expired rows are
 * ignored on read and pruned on write.
 */
export function createSqlAdapterFactory(db: Queryable): (model: string) => Adapter {
  return (model: string) => {
    const findOne = async (where: string, value: string): Promise<AdapterPayload | undefined> => {
      const { rows } = await db.query<StoredRow>(
        `SELECT payload, consumed_at FROM oidc_payloads
         WHERE model = $1 AND ${where} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const consumed = row.consumed_at ? Math.floor(new Date(row.consumed_at).getTime() / 1000) : undefined;
      return consumed ? { ...row.payload, consumed } : row.payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        await db.query(
          `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
           ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
             user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
          [
            model,
            id,
            JSON.stringify(payload),
            payload.grantId ?? null,
            payload.userCode ?? null,
            payload.uid ?? null,
            expiresIn ?? null,
          ],
        );
        await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND expires_at < now()', [model]);
      },
      find: (id) => findOne('id', id),
      findByUid: (uid) => findOne('uid', uid),
      findByUserCode: (userCode) => findOne('user_code', userCode),
      async consume(id) {
        await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [
          model,
          id,
        ]);
      },
      async destroy(id) {
        await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
      },
      async revokeByGrantId(grantId) {
        await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
      },
    };
  };
}
