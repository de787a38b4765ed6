/**
 * The ids a page's own parameters name (Benchmarking's `facilityId`, Compare's
 * `ids`, Network's `drillCountry`/`drillRegion`). An id is a positive integer as typed ("12"); one
 * that cannot be read, or that the environment does not hold, falls back to the page's default
 * and its parameter is named, so the page can drop it from the address and say so.
 */
import type { ParsedAddress } from '../filter/filter-address';
import { readable } from './period-address';

/** A positive integer id as the address writes it; undefined for anything else ("0", "1.5", "x"). */
export function readId(text: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

/** One id parameter: absent is the default (null); unreadable is the default too, and named. */
export function idFromAddress(search: URLSearchParams, name: string): ParsedAddress<number | null> {
  const text = search.get(name);
  if (text === null) return { value: null, invalid: [] };
  const id = readId(text);
  return id === undefined ? { value: null, invalid: [name] } : { value: id, invalid: [] };
}

/**
 * A comma list of ids ("12,7,40"): the readable ids, each once, at most `max`; the parameter is
 * named when any part was dropped (unreadable, repeated, or past `max`).
 */
export function idListFromAddress(
  search: URLSearchParams,
  name: string,
  max: number,
): ParsedAddress<number[]> {
  const text = search.get(name);
  if (text === null) return { value: [], invalid: [] };
  const parts = text.split(',');
  const ids = [...new Set(parts.map(readId).filter((id): id is number => id !== undefined))];
  const kept = ids.slice(0, max);
  return { value: kept, invalid: kept.length === parts.length ? [] : [name] };
}

/**
 * Whether the environment holds each asked id, once its answer is in: the ids it holds, and the
 * parameter named when it lacks any. Before the answer (`found` null) every id is kept.
 */
export function knownIds(
  asked: readonly number[],
  found: readonly number[] | null,
  name: string,
): ParsedAddress<number[]> {
  if (found === null) return { value: [...asked], invalid: [] };
  const value = asked.filter((id) => found.includes(id));
  return { value, invalid: value.length === asked.length ? [] : [name] };
}

/** The address's other parameters kept, this list of ids set (or removed when empty). */
export function withIdList(current: URLSearchParams, name: string, ids: readonly number[]): string {
  const search = new URLSearchParams(current);
  if (ids.length > 0) search.set(name, ids.join(','));
  else search.delete(name);
  return readable(search);
}
