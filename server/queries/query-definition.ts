import type { PermissionName } from '../../contract/domain.types.js';
import type { QueryKey, QueryParams, QueryRowTypes } from '../../contract/query.schemas.js';
import type { Queryable } from '../db/database.js';
import type { ScopeContext } from './facility-scope.js';

export interface QueryRun<K extends QueryKey> {
  db: Queryable;
  scope: ScopeContext;
  params: QueryParams<K>;
}

export interface QueryDefinition<K extends QueryKey> {
  /** The caller needs at least one of these (none listed: any signed-in user of the environment). */
  permissions?: readonly PermissionName[];
  /** Chart hints, answered as the `options` JSON text. */
  options?: Record<string, unknown>;
  run(input: QueryRun<K>): Promise<QueryRowTypes[K][]>;
}

export type QueryRegistry = { [K in QueryKey]: QueryDefinition<K> };

/** Rounds in SQL so every driver answers plain numbers (node-postgres returns numeric as text). */
export const round1 = (expression: string) => `round((${expression})::numeric, 1)::float8`;

/** The level mix (levels 1-5, `none` = uncertified) of a level column, counted by `count`. */
export const levelMixSql = (levelColumn: string, count: (condition: string) => string) =>
  [1, 2, 3, 4, 5]
    .map((level) => `${count(`${levelColumn} = ${level}`)} AS "level${level}"`)
    .concat(`${count(`${levelColumn} IS NULL`)} AS "none"`)
    .join(', ');
