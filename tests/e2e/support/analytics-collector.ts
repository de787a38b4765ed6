import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RuntimeConfig } from '../../../contract/domain.types';

export type AnalyticsVendor = 'mixpanel' | 'appInsights' | 'datadog';

/** One request an analytics SDK made to the collector (CORS preflights are answered, not recorded). */
export interface CollectedRequest {
  vendor: AnalyticsVendor;
  method: string;
  /** Path and query, without the vendor prefix. */
  url: string;
  body: string;
  /** Date.now() when the request was complete. */
  receivedAt: number;
}

/** A Mixpanel event or profile update, decoded from a track/ or engage/ batch. */
export interface MixpanelRecord {
  endpoint: 'track' | 'engage' | 'groups';
  event?: string;
  properties?: Record<string, unknown>;
  $distinct_id?: string;
  $set?: Record<string, unknown>;
  receivedAt: number;
}

/** An Application Insights envelope, as the SDK posts it to {IngestionEndpoint}v2/track. */
export interface AppInsightsItem {
  name: string;
  iKey: string;
  tags: Record<string, string>;
  data: { baseType: string; baseData: Record<string, unknown> };
  receivedAt: number;
}

/** A Datadog RUM event from a batch forwarded through the `proxy` URL. */
export interface DatadogEvent {
  type: string;
  application?: { id: string };
  usr?: { id?: string; email?: string };
  receivedAt: number;
}

export interface AnalyticsCollector {
  origin: string;
  requests: CollectedRequest[];
  /** The /config.json values that point all three SDKs at this collector. */
  runtimeConfig(monitoredUserIds: string[]): Partial<RuntimeConfig>;
  mixpanelRecords(): MixpanelRecord[];
  appInsightsItems(): AppInsightsItem[];
  datadogEvents(): DatadogEvent[];
  /**
   * Forgets every request so far, including one whose body is still arriving: a browser
   * closed a moment ago may flush its last batch (a beacon on leaving the page) just then.
   */
  forgetEarlierRequests(): void;
  close(): Promise<void>;
}

/** A well-formed but unused instrumentation key; the ingestion endpoint is what matters. */
export const COLLECTOR_INSTRUMENTATION_KEY = '00000000-0000-4000-8000-000000000000';
export const COLLECTOR_DATADOG_APPLICATION_ID = 'e2e-rum-application';

/** First path segment of a collector URL -> the SDK that calls it. */
const PREFIXES = new Map<string, AnalyticsVendor>([
  ['mixpanel', 'mixpanel'],
  ['appinsights', 'appInsights'],
  ['datadog', 'datadog'],
]);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** What each SDK expects back: Application Insights reads the accepted count, the others only the status. */
function answer(res: ServerResponse, req: IncomingMessage, vendor: AnalyticsVendor | undefined): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (!vendor) {
    res.writeHead(404).end();
    return;
  }
  res.setHeader('content-type', 'application/json');
  res.end(
    vendor === 'appInsights' ? JSON.stringify({ itemsReceived: 1, itemsAccepted: 1, errors: [] }) : '1',
  );
}

/** Mixpanel sends `data=<base64 JSON>` (form body or query) for hosts other than *.mixpanel.com. */
function decodeMixpanel(request: CollectedRequest): MixpanelRecord[] {
  const endpoint = request.url.split(/[/?]/)[1];
  if (endpoint !== 'track' && endpoint !== 'engage' && endpoint !== 'groups') return [];
  const query = new URL(request.url, 'http://collector').searchParams;
  const data = new URLSearchParams(request.body).get('data') ?? query.get('data');
  if (!data) return [];
  const json =
    data.trimStart().startsWith('[') || data.trimStart().startsWith('{')
      ? data
      : Buffer.from(data, 'base64').toString('utf8');
  const parsed: unknown = JSON.parse(json);
  const list = (Array.isArray(parsed) ? parsed : [parsed]) as Omit<
    MixpanelRecord,
    'endpoint' | 'receivedAt'
  >[];
  return list.map((record) => ({ ...record, endpoint, receivedAt: request.receivedAt }));
}

/** The SDK posts a JSON array, or newline-separated envelopes when it uses sendBeacon at unload. */
function decodeAppInsights(request: CollectedRequest): AppInsightsItem[] {
  if (!request.url.startsWith('/v2/track') || !request.body.trim()) return [];
  const body = request.body.trim();
  const items = body.startsWith('[')
    ? (JSON.parse(body) as AppInsightsItem[])
    : body.split('\n').map((line) => JSON.parse(line) as AppInsightsItem);
  return items.map((item) => ({ ...item, receivedAt: request.receivedAt }));
}

/** RUM batches are newline-separated JSON events; replay segments (multipart) are not decoded. */
function decodeDatadog(request: CollectedRequest): DatadogEvent[] {
  const forwarded = new URL(request.url, 'http://collector').searchParams.get('ddforward') ?? '';
  if (!forwarded.startsWith('/api/v2/rum')) return [];
  return request.body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ ...(JSON.parse(line) as DatadogEvent), receivedAt: request.receivedAt }));
}

/**
 * A loopback HTTP server standing in for Mixpanel (`/mixpanel`), the Application Insights
 * ingestion endpoint (`/appinsights/`) and the Datadog intake (`/datadog`, through the SDK's
 * `proxy` option). It records every request and answers CORS so the SDKs behave as in production.
 */
export async function startAnalyticsCollector(): Promise<AnalyticsCollector> {
  const requests: CollectedRequest[] = [];
  let forgottenBefore = 0;
  const server = createServer((req, res) => {
    const arrivedAt = Date.now();
    const { pathname, search } = new URL(req.url ?? '/', 'http://collector');
    const [, prefix = '', ...rest] = pathname.split('/');
    const vendor = PREFIXES.get(prefix);
    const method = req.method ?? 'GET';
    readBody(req)
      .then((body) => {
        if (vendor && method !== 'OPTIONS' && arrivedAt >= forgottenBefore)
          requests.push({ vendor, method, url: `/${rest.join('/')}${search}`, body, receivedAt: arrivedAt });
        answer(res, req, vendor);
      })
      .catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const of = (vendor: AnalyticsVendor) => requests.filter((request) => request.vendor === vendor);

  return {
    origin,
    requests,
    runtimeConfig: (monitoredUserIds) => ({
      qapMixpanelToken: 'e2e-mixpanel-token',
      qapMixpanelApiHost: `${origin}/mixpanel`,
      aiConnectionString: `InstrumentationKey=${COLLECTOR_INSTRUMENTATION_KEY};IngestionEndpoint=${origin}/appinsights/`,
      monitoring: {
        applicationId: COLLECTOR_DATADOG_APPLICATION_ID,
        clientToken: 'pub-e2e-client-token',
        userIds: monitoredUserIds,
        proxy: `${origin}/datadog`,
      },
    }),
    mixpanelRecords: () => of('mixpanel').flatMap(decodeMixpanel),
    appInsightsItems: () => of('appInsights').flatMap(decodeAppInsights),
    datadogEvents: () => of('datadog').flatMap(decodeDatadog),
    forgetEarlierRequests: () => {
      forgottenBefore = Date.now();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Strings only each SDK's own code holds, to find its chunk among the hashed file names. */
const SDK_CHUNK_MARKERS = {
  mixpanel: 'api-js.mixpanel.com',
  appInsights: 'dc.services.visualstudio.com',
  datadogRum: 'browser-intake-',
} as const;
/** Chunks the Datadog RUM chunk itself loads on demand (named by the SDK's own import). */
const DATADOG_ON_DEMAND_CHUNK = /^datadog(Recorder|Profiler)-/;

export type AnalyticsSdkChunks = Record<keyof typeof SDK_CHUNK_MARKERS | 'datadogOnDemand', string[]>;

/**
 * The file names under dist/assets of every analytics SDK chunk. Throws unless each SDK has
 * exactly one chunk of its own, so a test built on this list cannot pass by finding nothing.
 */
export async function findAnalyticsSdkChunks(distDir: string): Promise<AnalyticsSdkChunks> {
  const assets = path.join(distDir, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const sources = await Promise.all(scripts.map((file) => readFile(path.join(assets, file), 'utf8')));
  const holding = (marker: string) => scripts.filter((_, index) => sources[index].includes(marker));
  const chunks: AnalyticsSdkChunks = {
    mixpanel: holding(SDK_CHUNK_MARKERS.mixpanel),
    appInsights: holding(SDK_CHUNK_MARKERS.appInsights),
    datadogRum: holding(SDK_CHUNK_MARKERS.datadogRum),
    datadogOnDemand: scripts.filter((file) => DATADOG_ON_DEMAND_CHUNK.test(file)),
  };
  for (const sdk of Object.keys(SDK_CHUNK_MARKERS) as (keyof typeof SDK_CHUNK_MARKERS)[])
    if (chunks[sdk].length !== 1)
      throw new Error(`Expected one ${sdk} chunk in ${assets}, found ${chunks[sdk].join(', ') || 'none'}`);
  return chunks;
}
