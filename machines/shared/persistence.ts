/**
 * Contract for persistent slices (spec: "stores marked persistent are restored from browser
 * storage under the key '<store id>-state' at start and saved on every change").
 *
 * A persistent machine:
 * - exports `PERSIST_ID` (its store id, e.g. 'filter') and `PERSIST_VERSION`;
 * - exports a pure `selectPersisted(snapshot)` returning the small data slice worth keeping
 *   (data, never actor trees or live objects);
 * - accepts `input.restored` (the data of a matching envelope, or undefined) and starts from it.
 *
 * Who does the I/O:
 * - Restore: the root `app` machine invokes its `restorePersistedSlices` effect actor (real
 *   implementation: localforage, IndexedDB first then localStorage) BEFORE spawning the
 *   children, and passes each slice to its child as `input.restored`.
 * - Save: not done by any machine. The composition root (src/app) subscribes to each persistent
 *   child (`system.get(id).subscribe(...)`), maps the snapshot with `selectPersisted`, and writes
 *   `toEnvelope(version, data)` under `persistKey(id)` whenever the selected data changed.
 *   This keeps machines free of I/O and saves on every change as the spec requires.
 */

/** Store ids of the persistent slices. */
export type PersistId = 'filter' | 'language' | 'environment' | 'toggles' | 'permissions';

export const PERSIST_KEY_SUFFIX = '-state';

/** The storage key of a slice: `<store id>-state`. */
export function persistKey(id: PersistId): string {
  return `${id}${PERSIST_KEY_SUFFIX}`;
}

/** What is written to storage: the data with the schema version that wrote it. */
export interface PersistedEnvelope<TData> {
  version: number;
  data: TData;
}

export function toEnvelope<TData>(version: number, data: TData): PersistedEnvelope<TData> {
  return { version, data };
}

/**
 * The data of a stored envelope if it was written by the expected version, else undefined
 * (an old or foreign value is ignored rather than trusted; the slice then starts fresh).
 */
export function fromEnvelope<TData>(stored: unknown, expectedVersion: number): TData | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const envelope = stored as Partial<PersistedEnvelope<TData>>;
  if (envelope.version !== expectedVersion || !('data' in envelope)) return undefined;
  return envelope.data;
}

/** What a persistent machine exports, so the composition root can save it generically. */
export interface PersistentSlice<TSnapshot, TData> {
  id: PersistId;
  version: number;
  select: (snapshot: TSnapshot) => TData;
}

/** Raw stored values by store id, as read by `restorePersistedSlices` (unvalidated envelopes). */
export type StoredSlices = Partial<Record<PersistId, unknown>>;

/** Input shape every persistent machine accepts. */
export interface RestorableInput<TData> {
  restored?: TData;
}
