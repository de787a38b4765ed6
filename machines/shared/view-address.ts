/**
 * The view choices of a page's cards live in its address, keyed by the card so
 * two cards of one page never collide: `view.levels=table` (a chart's or map's Chart/Table or
 * Map/Table switch), `sort.levels=name:desc` (a table's sort), `shade.serviceMap=shareAtLevel:4`
 * (a map's shading), `median.peers=regional` (the median drawn beside a facility's scores) and
 * `lines.trend=3,5` (the extra lines a chart draws, by id).
 * A choice equal to the card's default is not written (short addresses); a value that cannot be
 * read falls back to the default and is named, so the page can say so and drop it.
 */

/** How one kind of choice is read from and written to its parameter. */
export interface ViewCodec<T> {
  /** The value a parameter's text stands for; undefined when it cannot be read. */
  parse: (text: string) => T | undefined;
  format: (value: T) => string;
}

export type ViewParamKind = 'view' | 'sort' | 'shade' | 'median' | 'lines';

/** The parameter of one card's choice: `sort.levels`. */
export const viewParamName = (kind: ViewParamKind, cardKey: string) => `${kind}.${cardKey}`;

/** The choice an address names for a card, or the default; `invalid` names an unreadable parameter. */
export function viewChoiceFromAddress<T>(
  search: URLSearchParams,
  name: string,
  codec: ViewCodec<T>,
  fallback: NoInfer<T>,
): { value: T; invalid: string[] } {
  const text = search.get(name);
  if (text === null) return { value: fallback, invalid: [] };
  const value = codec.parse(text);
  return value === undefined ? { value: fallback, invalid: [name] } : { value, invalid: [] };
}

/** The address's other parameters kept, this choice set; the default is left out. */
export function withViewChoice<T>(
  current: URLSearchParams,
  name: string,
  codec: ViewCodec<T>,
  value: NoInfer<T>,
  fallback: NoInfer<T>,
): string {
  const search = new URLSearchParams(current);
  const text = codec.format(value);
  if (text === codec.format(fallback)) search.delete(name);
  else search.set(name, text);
  // the filter's lists, a range's dots and a sort's direction stay as typed
  return search.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
}

/** One of a fixed set of words, e.g. `chart | table`. */
export function oneOf<T extends string>(choices: readonly T[]): ViewCodec<T> {
  return {
    parse: (text) => choices.find((choice) => choice === text),
    format: (value) => value,
  };
}

/** A set of words with shorter address names: `{ nationalMedian: 'national' }`. */
export function namedAs<T extends string>(names: Readonly<Record<T, string>>): ViewCodec<T> {
  const entries = Object.entries(names) as [T, string][];
  return {
    parse: (text) => entries.find(([, name]) => name === text)?.[0],
    format: (value) => names[value],
  };
}

export type SortDirection = 'ascending' | 'descending';
export interface ViewSort {
  columnKey: string;
  direction: SortDirection;
}

const DIRECTIONS: Record<string, SortDirection> = { asc: 'ascending', desc: 'descending' };

/** A table's sort, `column:asc` or `column:desc`, on one of its sortable columns; null is unsorted. */
export function sortCodec(columnKeys: readonly string[]): ViewCodec<ViewSort | null> {
  return {
    parse: (text) => {
      const [columnKey, direction, ...rest] = text.split(':');
      const known = direction === undefined ? undefined : DIRECTIONS[direction];
      if (rest.length > 0 || !known || !columnKeys.includes(columnKey)) return undefined;
      return { columnKey, direction: known };
    },
    format: (sort) => (sort ? `${sort.columnKey}:${sort.direction === 'ascending' ? 'asc' : 'desc'}` : ''),
  };
}

export interface ViewShade<Measure extends string> {
  measure: Measure;
  /** The level of a "share at level N or above" shading. */
  level: number;
}

/** A map's shading: a measure, and for the one that needs it a level (`shareAtLevel:4`). */
export function shadeCodec<Measure extends string>(
  measures: readonly Measure[],
  levelMeasure: Measure,
  levels: readonly number[],
  defaultLevel: number,
): ViewCodec<ViewShade<Measure>> {
  return {
    parse: (text) => {
      const [name, levelText, ...rest] = text.split(':');
      const measure = measures.find((candidate) => candidate === name);
      if (!measure || rest.length > 0) return undefined;
      if (levelText === undefined) return { measure, level: defaultLevel };
      const level = Number(levelText);
      return measure === levelMeasure && levels.includes(level) ? { measure, level } : undefined;
    },
    // the level only counts for the measure that uses it
    format: ({ measure, level }) => (measure === levelMeasure ? `${measure}:${level}` : measure),
  };
}

/** A few distinct ids of a list, `3,5` (the lines a chart adds to its main one); none by default. */
export function idSubsetCodec(ids: readonly string[], max: number): ViewCodec<string[]> {
  return {
    parse: (text) => {
      const chosen = text.split(',');
      const distinct = new Set(chosen).size === chosen.length;
      return distinct && chosen.length <= max && chosen.every((id) => ids.includes(id)) ? chosen : undefined;
    },
    format: (chosen) => chosen.join(','),
  };
}
