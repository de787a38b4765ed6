import { z } from 'zod';
import { hasControlCharacter } from './control-characters';
import { isReturnablePath } from './return-path';
import { SAVED_VIEW_LIMITS } from './saved-view-limits';

/**
 * Saved views: a named portal address (route plus its query parameters, which hold the
 * filter, drill path, period, selections, sort and tab) kept on the server per user and environment.
 * Any user of the same environment may open a view by its id (sharing by link); only its owner
 * may change or delete it.
 */
export { SAVED_VIEW_LIMITS };

export const savedViewIdSchema = z.string().regex(/^sv_[A-Za-z0-9_-]{16,64}$/, 'must be a saved view id');

const nameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(SAVED_VIEW_LIMITS.nameLength, `must be at most ${SAVED_VIEW_LIMITS.nameLength} characters`)
  .refine((name) => !hasControlCharacter(name), 'must not contain control characters');

const pathSchema = z
  .string()
  .max(SAVED_VIEW_LIMITS.pathLength, `must be at most ${SAVED_VIEW_LIMITS.pathLength} characters`)
  .refine(
    (path) => isReturnablePath(path) && !hasControlCharacter(path),
    'must be an address of the portal itself, starting with a single /',
  );

/** POST /api/qps/views */
export const savedViewCreateSchema = z.strictObject({ name: nameSchema, path: pathSchema });

/** PUT /api/qps/views/:id: rename, point at another address, or make (or unmake) the start page. */
export const savedViewUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    path: pathSchema.optional(),
    isStartPage: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'must change name, path or isStartPage');

export const savedViewParamsSchema = z.strictObject({ id: savedViewIdSchema });

export type SavedViewCreate = z.infer<typeof savedViewCreateSchema>;
export type SavedViewUpdate = z.infer<typeof savedViewUpdateSchema>;

/** A view as the API answers it. */
export interface SavedView {
  id: string;
  name: string;
  path: string;
  /** The caller's start page in this environment (only ever true on the caller's own views). */
  isStartPage: boolean;
  /** False for a view another user shared by link. */
  ownedByYou: boolean;
  createdAt: string;
  updatedAt: string;
}
