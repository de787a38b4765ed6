import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One HTTP call of a benchmark case: what the portal sends, as the portal sends it. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface BenchResponse {
  status: number;
  milliseconds: number;
  /** Bytes on the wire (gzip when the server compressed the answer). */
  wireBytes: number;
  /** Bytes after decompression. */
  rawBytes: number;
  etag: string | undefined;
  /** The answer as text, decoded on demand (a facility list at 1,000,000 is hundreds of MB). */
  text: () => string;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Completed requests per second of wall time. */
  throughput: number;
}

function headersFor(call: BenchRequest, payload: string | undefined, extra: Record<string, string> = {}) {
  return {
    'Accept-Encoding': 'gzip',
    ...call.headers,
    ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...extra,
  };
}

/**
 * Sends one request with `Accept-Encoding: gzip`, timed to the last byte received. The answer is
 * decompressed after the clock stops, so the client's own gunzip never counts as server latency.
 */
export function send(agent: Agent, call: BenchRequest, extraHeaders: Record<string, string> = {}) {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise<BenchResponse>((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      call.url,
      {
        method: call.method,
        agent,
        headers: headersFor(call, payload, extraHeaders),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const milliseconds = performance.now() - started;
          const wire = Buffer.concat(chunks);
          const raw = incoming.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
          resolve({
            status: incoming.statusCode ?? 0,
            milliseconds,
            wireBytes: wire.length,
            rawBytes: raw.length,
            etag: incoming.headers.etag,
            text: () => raw.toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Times only, no body kept: the loop below calls this thousands of times. */
function timeOne(agent: Agent, call: BenchRequest, payload: string | undefined) {
  return new Promise<{ ok: boolean; milliseconds: number }>((resolve) => {
    const started = performance.now();
    const outgoing = request(
      call.url,
      {
        method: call.method,
        agent,
        headers: headersFor(call, payload),
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ ok: incoming.statusCode === 200, milliseconds: performance.now() - started }),
        );
        incoming.on('error', () => resolve({ ok: false, milliseconds: performance.now() - started }));
      },
    );
    outgoing.on('error', () => resolve({ ok: false, milliseconds: performance.now() - started }));
    outgoing.end(payload);
  });
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * A closed loop: `clients` callers, each sending its next request when its last one is answered,
 * until `requests` are sent or `maxSeconds` have passed (slow cases stop early; the count says so).
 */
/** Uncounted requests per client before a load is measured. */
const WARM_UP_ROUNDS = 5;

export async function runLoad(
  call: BenchRequest,
  options: { clients: number; requests: number; maxSeconds: number },
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  // Each client's first requests are not counted: they open its connection and, at the start of a
  // run, the server's pooled database connections and its JIT; the figures are of a running server.
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
    await Promise.all(Array.from({ length: options.clients }, () => timeOne(agent, call, payload)));
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const caller = async () => {
    while (sent < options.requests && performance.now() < deadline) {
      sent += 1;
      const { ok, milliseconds } = await timeOne(agent, call, payload);
      if (ok) times.push(milliseconds);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, caller));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    throughput: times.length / seconds,
  };
}
