import type { LoadFigures } from './http-load';
import type { DatabaseKind } from './stack-process';

/** "cold": the server runs with the answer cache off (QAP_ANSWER_CACHE_MB=0); "warm": default cache, primed. */
export type CacheMode = 'cold' | 'warm';

export interface CaseResult {
  name: string;
  /** Why the case was not measured (endpoint or key missing on this server). */
  skipped?: string;
  /** Bytes of the request body (the spec's id lists make it large). */
  requestBytes?: number;
  /** The first request of the case on this server start. */
  firstMs?: number;
  rawBytes?: number;
  /** Bytes on the wire with Accept-Encoding: gzip. */
  wireBytes?: number;
  /** The answer carried an ETag. */
  etag?: boolean;
  /** A repeat with If-None-Match got 304 (null: no ETag to send). */
  notModified?: boolean | null;
  loads: (LoadFigures & { clients: number })[];
}

export interface EnvironmentResult {
  db: DatabaseKind;
  facilities: number;
  mode: CacheMode;
  /** os.loadavg() before and after, since other work shares the machine. */
  loadBefore: number[];
  loadAfter: number[];
  /** Set when this run seeded the data set. */
  seededInMs: number | null;
  readyInMs: number;
  /** The stack process (API, identity provider, and PGlite itself when embedded). */
  memory: { peakRssMbUnderLoad: number; rssMbAfter: number; peakRssMbSinceStart: number };
  cases: CaseResult[];
}

export interface ApiBenchResult {
  startedAt: string;
  finishedAt: string;
  commit: string;
  cpus: number;
  options: { requests: number; maxSeconds: number; clients: number[]; modes: CacheMode[] };
  environments: EnvironmentResult[];
}
