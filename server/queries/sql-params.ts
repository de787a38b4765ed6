/** Collects positional parameters while a statement is assembled: `params.add(value)` returns `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `text` with LIKE's wildcards escaped, so a search matches it literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
