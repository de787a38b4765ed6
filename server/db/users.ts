import type { Queryable } from './database.js';

/** A row of the `users` table (the identity provider signs users in against it). */
export interface UserRecord {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  user_type: 'FacilityUser' | null;
  user_org: string | null;
  tenant_id: string;
  facility_id: number | null;
  permissions: string[];
  settings: Record<string, unknown>;
}

const USER_COLUMN_NAMES = [
  'id',
  'email',
  'password_hash',
  'given_name',
  'family_name',
  'user_type',
  'user_org',
  'tenant_id',
  'facility_id',
  'permissions',
  'settings',
] as const;
const USER_COLUMNS = USER_COLUMN_NAMES.join(', ');
/** The same columns of a query that calls the users table `u`. */
export const USER_COLUMNS_OF_U = USER_COLUMN_NAMES.map((name) => `u.${name}`).join(', ');

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function saveUserSettings(
  db: Queryable,
  id: string,
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ settings: Record<string, unknown> }>(
    'UPDATE users SET settings = $2::jsonb WHERE id = $1 RETURNING settings',
    [id, JSON.stringify(settings)],
  );
  return rows[0]?.settings ?? {};
}
