import { gzipSync } from 'node:zlib';

/** One answer as sent: the JSON bytes, and gzip of them when big enough to be worth it. */
export interface CachedAnswer {
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
}

export const DEFAULT_ANSWER_CACHE_MB = 256;
// Below this gzip saves little; the same threshold the compress plugin uses.
const GZIP_THRESHOLD_BYTES = 1024;
// Map entry, key string and Buffer headers, roughly: counted so tiny answers cannot grow unbounded.
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Answers by cache key, least recently used first out, bounded by the bytes held. Only a cache:
 * every key carries the environment's data version, so nothing here is state the database lacks.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private bytes = 0;
  /** Lookups that found their answer, and those that did not (for /metrics). */
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // re-insert: a Map iterates in insertion order, so the oldest use comes first
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Runs `work` for a key at most once at a time: requests arriving while it runs share its result,
   * so eight clients asking the same cold question cost one query, not eight.
   */
  once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /** Builds the entry (gzip once, here, not on every hit), keeps it if it fits, and returns it. */
  put(key: string, etag: string, json: string): CachedAnswer {
    const body = Buffer.from(json, 'utf8');
    const entry: CachedAnswer = {
      etag,
      body,
      gzip: body.length >= GZIP_THRESHOLD_BYTES ? gzipSync(body) : null,
    };
    const cost = costOf(key, entry);
    if (cost > this.maxBytes) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += cost;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= costOf(key, entry);
  }
}

const costOf = (key: string, entry: CachedAnswer) =>
  key.length * 2 +
  entry.etag.length * 2 +
  entry.body.length +
  (entry.gzip?.length ?? 0) +
  ENTRY_OVERHEAD_BYTES;
