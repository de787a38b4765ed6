import type { Queryable } from '../database.js';

export interface BulkColumn {
  name: string;
  /** PostgreSQL type, e.g. 'int', 'text', 'date', 'smallint[]'. */
  type: string;
}

/**
 * Buffers rows column by column and writes them in batches with one
 * `INSERT ... SELECT FROM unnest($1::int[], $2::text[], ...)` per batch: a handful of statements
 * instead of one per row, on PGlite and node-postgres alike.
 */
export class BulkTable {
  private readonly buffers: unknown[][];
  private readonly sql: string;
  private readonly parents: BulkTable[] = [];
  written = 0;

  constructor(
    private readonly db: Queryable,
    table: string,
    private readonly columns: readonly BulkColumn[],
    private readonly batchSize = 5000,
  ) {
    this.buffers = columns.map(() => []);
    // array-typed columns travel as text literals ('{1,2,3}') because unnest would flatten them
    const params = columns.map(
      (column, index) => `$${index + 1}::${column.type.endsWith('[]') ? 'text' : column.type}[]`,
    );
    const aliases = columns.map((_, index) => `c${index}`);
    const selected = columns.map((column, index) =>
      column.type.endsWith('[]') ? `c${index}::${column.type}` : `c${index}`,
    );
    this.sql = `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')})
      SELECT ${selected.join(', ')} FROM unnest(${params.join(', ')}) AS u(${aliases.join(', ')})`;
  }

  /** Rows of `parents` are written before ours, so foreign keys hold whichever buffer fills first. */
  dependOn(...parents: BulkTable[]): this {
    this.parents.push(...parents);
    return this;
  }

  async add(row: readonly unknown[]): Promise<void> {
    row.forEach((value, index) => {
      this.buffers[index].push(this.columns[index].type.endsWith('[]') ? toArrayLiteral(value) : value);
    });
    if (this.buffers[0].length >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    const count = this.buffers[0].length;
    if (count === 0) return;
    for (const parent of this.parents) await parent.flush();
    await this.db.query(this.sql, this.buffers);
    this.written += count;
    for (const buffer of this.buffers) buffer.length = 0;
  }
}

function toArrayLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return `{${(value as unknown[]).join(',')}}`;
}
