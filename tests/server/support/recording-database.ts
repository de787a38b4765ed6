import type { Database, Queryable } from '../../../server/db/database';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/** The database, telling `record` every statement it runs with its parameters (in transactions too). */
export function recordingDatabase(db: Database, record: (query: RecordedQuery) => void): Database {
  const recording = (target: Queryable): Queryable['query'] => {
    return (sql, params, options) => {
      // a copy: a caller may reuse its array for the next statement
      record({ sql, params: [...(params ?? [])] });
      return target.query(sql, params, options);
    };
  };
  return {
    kind: db.kind,
    query: recording(db),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction((tx) => work({ query: recording(tx) })),
    poolUse: () => db.poolUse(),
    close: () => db.close(),
  };
}
