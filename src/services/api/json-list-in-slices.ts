/**
 * Parses a JSON array a slice of elements at a time, giving the main thread back between
 * slices. One JSON.parse of the 100,000-facility list blocks the page for 150-400 ms; slices of
 * about a megabyte take a few milliseconds each, so clicks and paints get in between.
 */

/** Characters of JSON per slice: about 4,500 facilities, a few milliseconds to scan and parse. */
export const SLICE_CHARS = 1_000_000;

export interface SliceOptions {
  signal?: AbortSignal;
  sliceChars?: number;
  /** Waits until the main thread has had a turn (default: `scheduler.yield`, else a macrotask). */
  yieldToMain?: () => Promise<void>;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function notAList(): SyntaxError {
  return new SyntaxError('The answer is not a JSON list.');
}

/** Index just past the string whose opening quote is at `quote`. */
function skipString(text: string, quote: number): number {
  let close = text.indexOf('"', quote + 1);
  while (close !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return close + 1;
    close = text.indexOf('"', close + 1);
  }
  throw notAList();
}

/**
 * Scans from `start` (inside the top-level array, outside any element) and returns the index of
 * the first top-level comma or the closing bracket at or after `atLeast`: the end of a slice.
 */
function sliceEnd(text: string, start: number, atLeast: number): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = skipString(text, index);
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (depth > 0) depth -= 1;
      else if (code === CLOSE_BRACKET) return index;
      else throw notAList(); // a `}` that closes nothing
    } else if (code === COMMA && depth === 0 && index >= atLeast) return index;
    index += 1;
  }
  throw notAList();
}

function defaultYield(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The elements of the JSON array `text`, parsed slice by slice; rejects with a SyntaxError otherwise. */
export async function parseJsonListInSlices<T>(text: string, options: SliceOptions = {}): Promise<T[]> {
  const { signal, sliceChars = SLICE_CHARS, yieldToMain = defaultYield } = options;
  const open = text.indexOf('[');
  if (open === -1 || text.slice(0, open).trim() !== '') throw notAList();
  const list: T[] = [];
  let start = open + 1;
  for (;;) {
    const end = sliceEnd(text, start, start + sliceChars);
    const slice = text.slice(start, end);
    const closes = text.charCodeAt(end) === CLOSE_BRACKET;
    if (slice.trim() !== '') {
      for (const element of JSON.parse(`[${slice}]`) as T[]) list.push(element);
    } else if (!closes || start !== open + 1) {
      throw notAList(); // a comma with nothing before or after it
    }
    if (closes) {
      if (text.slice(end + 1).trim() !== '') throw notAList();
      return list;
    }
    start = end + 1;
    await yieldToMain();
    signal?.throwIfAborted();
  }
}
