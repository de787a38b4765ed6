import { randomBytes } from 'node:crypto';
import {
  SAVED_VIEW_LIMITS,
  type SavedView,
  type SavedViewCreate,
  type SavedViewUpdate,
} from '../../contract/saved-view.schemas.js';
import type { Database, Queryable } from './database.js';

/** Who asks: a user in one environment (the environment names its tenant). */
export interface ViewCaller {
  userId: string;
  environmentId: string;
}

export type ViewChange<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'notFound' | 'notOwner' | 'nameTaken' | 'tooMany' };

const COLUMNS = `id, name, path, is_start_page AS "isStartPage", user_id = $2 AS "ownedByYou",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;
const UNIQUE_VIOLATION = '23505';

const isNameTaken = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/** The caller's own views in the environment, by name. */
export async function listViews(db: Queryable, caller: ViewCaller): Promise<SavedView[]> {
  const { rows } = await db.query<SavedView>(
    `SELECT ${COLUMNS} FROM saved_views WHERE environment_id = $1 AND user_id = $2 ORDER BY lower(name), id`,
    [caller.environmentId, caller.userId],
  );
  return rows;
}

/** Any view of the environment (a shared link), or null; a start-page flag is the owner's alone. */
export async function findView(db: Queryable, caller: ViewCaller, id: string): Promise<SavedView | null> {
  const { rows } = await db.query<SavedView>(
    `SELECT ${COLUMNS} FROM saved_views WHERE environment_id = $1 AND id = $3`,
    [caller.environmentId, caller.userId, id],
  );
  const view = rows[0];
  return view ? { ...view, isStartPage: view.ownedByYou && view.isStartPage } : null;
}

export async function createView(
  db: Database,
  caller: ViewCaller,
  input: SavedViewCreate,
): Promise<ViewChange<SavedView>> {
  const id = `sv_${randomBytes(16).toString('base64url')}`;
  try {
    return await db.transaction(async (tx) => {
      // the limit is checked under a row lock on the user, so two saves at once cannot both pass it
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.userId]);
      const { rows } = await tx.query<{ views: number }>(
        'SELECT count(*)::int AS views FROM saved_views WHERE environment_id = $1 AND user_id = $2',
        [caller.environmentId, caller.userId],
      );
      if (rows[0].views >= SAVED_VIEW_LIMITS.viewsPerUser) return { ok: false, reason: 'tooMany' } as const;
      await tx.query(
        'INSERT INTO saved_views (environment_id, id, user_id, name, path) VALUES ($1, $2, $3, $4, $5)',
        [caller.environmentId, id, caller.userId, input.name, input.path],
      );
      return { ok: true, value: (await findView(tx, caller, id)) as SavedView } as const;
    });
  } catch (error) {
    if (isNameTaken(error)) return { ok: false, reason: 'nameTaken' };
    throw error;
  }
}

export async function updateView(
  db: Database,
  caller: ViewCaller,
  id: string,
  update: SavedViewUpdate,
): Promise<ViewChange<SavedView>> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findView(tx, caller, id);
      if (!existing) return { ok: false, reason: 'notFound' } as const;
      if (!existing.ownedByYou) return { ok: false, reason: 'notOwner' } as const;
      if (update.isStartPage) {
        // one start page per user and environment
        await tx.query(
          'UPDATE saved_views SET is_start_page = false WHERE environment_id = $1 AND user_id = $2 AND id <> $3',
          [caller.environmentId, caller.userId, id],
        );
      }
      await tx.query(
        `UPDATE saved_views SET name = coalesce($3, name), path = coalesce($4, path),
           is_start_page = coalesce($5, is_start_page), updated_at = now()
         WHERE environment_id = $1 AND id = $2`,
        [caller.environmentId, id, update.name ?? null, update.path ?? null, update.isStartPage ?? null],
      );
      return { ok: true, value: (await findView(tx, caller, id)) as SavedView } as const;
    });
  } catch (error) {
    if (isNameTaken(error)) return { ok: false, reason: 'nameTaken' };
    throw error;
  }
}

export async function deleteView(db: Queryable, caller: ViewCaller, id: string): Promise<ViewChange<null>> {
  const existing = await findView(db, caller, id);
  if (!existing) return { ok: false, reason: 'notFound' };
  if (!existing.ownedByYou) return { ok: false, reason: 'notOwner' };
  await db.query('DELETE FROM saved_views WHERE environment_id = $1 AND id = $2 AND user_id = $3', [
    caller.environmentId,
    id,
    caller.userId,
  ]);
  return { ok: true, value: null };
}
