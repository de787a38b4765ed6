import path from 'node:path';
import { DEFAULT_ANSWER_CACHE_MB } from '../api/answer-cache.js';
import { DEFAULT_PUBLIC_REQUESTS_PER_MINUTE } from '../api/public-rate-limit.js';
import type { MetricsAccess } from '../api/metrics-access.js';
import { LOG_LEVELS, type LogLevel } from '../logging/logger.js';

/** Where each of the three origins listens and how browsers reach it. */
export interface ServiceEndpoint {
  /** 0 picks a free port (tests). */
  port: number;
  /** Public base URL without a trailing slash, when it is not http://localhost:<port> (a proxy, another host). */
  publicUrl?: string;
}

/** The URL browsers and tokens use for an endpoint, once its actual port is known. */
export function publicUrlOf(endpoint: ServiceEndpoint, actualPort = endpoint.port): string {
  return endpoint.publicUrl ?? `http://localhost:${actualPort}`;
}

export interface ServerConfig {
  /** Interface the three servers bind to. */
  host: string;
  web: ServiceEndpoint;
  api: ServiceEndpoint;
  idp: ServiceEndpoint;
  /** Folder for the embedded database, signing keys and other local state. */
  dataDir: string;
  /** A PostgreSQL connection string; unset means the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (DATABASE_URL only). */
  databasePoolSize: number;
  /** Memory the API's answer cache may hold, in MiB. */
  answerCacheMb: number;
  /** Requests a minute one address may send to each anonymous public endpoint; 0: no limit. */
  publicRequestsPerMinute: number;
  /** Demo mode generates missing signing keys and prints the demo accounts. */
  demoMode: boolean;
  /** The least level the three servers log (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Who may read the API's /metrics (METRICS_ALLOW, METRICS_TOKEN); nobody by default. */
  metrics: MetricsAccess;
  /** Optional values passed through to /config.json; empty unless set. */
  portal: PortalOptions;
}

export interface PortalOptions {
  qapMixpanelToken?: string;
  /** Mixpanel's api_host: a first-party proxy or a collector instead of Mixpanel's own host. */
  qapMixpanelApiHost?: string;
  aiConnectionString?: string;
  specialTenantId?: string;
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** JSON of MonitoringConfig. */
  monitoringJson?: string;
  /** JSON of LoginHint. */
  loginHintJson?: string;
}

export const DEFAULT_DB_POOL_SIZE = 10;

export const DEFAULT_PORTS = { web: 5173, api: 5174, idp: 5175 } as const;

type Env = Record<string, string | undefined>;

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function readUrl(env: Env, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  try {
    return new URL(raw).href.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function readWholeNumber(env: Env, name: string, fallback: number, least: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  }
  return value;
}

/** `info`; `warn` under the test runner (Vitest sets VITEST), so a test run prints only what went wrong. */
const DEFAULT_LOG_LEVEL: LogLevel = process.env.VITEST ? 'warn' : 'info';

function readLogLevel(env: Env): LogLevel {
  const raw = optional(env, 'LOG_LEVEL');
  if (raw === undefined) return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((name) => name === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Reads ports, public URLs and folders from environment variables (see README "Configuration").
 * Fails fast with a message naming the variable when a value is malformed.
 */
export function readServerConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  const endpoint = (key: 'web' | 'api' | 'idp'): ServiceEndpoint => {
    const upper = key.toUpperCase();
    const port = readPort(env, `${upper}_PORT`, DEFAULT_PORTS[key]);
    return { port, publicUrl: readUrl(env, `${upper}_URL`) };
  };
  return {
    host,
    web: endpoint('web'),
    api: endpoint('api'),
    idp: endpoint('idp'),
    dataDir: path.resolve(cwd, optional(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    databasePoolSize: readWholeNumber(env, 'QAP_DB_POOL_SIZE', DEFAULT_DB_POOL_SIZE, 1),
    // 0 turns the cache off (every answer computed: how bench:api measures "cold")
    answerCacheMb: readWholeNumber(env, 'QAP_ANSWER_CACHE_MB', DEFAULT_ANSWER_CACHE_MB, 0),
    publicRequestsPerMinute: readWholeNumber(
      env,
      'QAP_PUBLIC_RATE_LIMIT',
      DEFAULT_PUBLIC_REQUESTS_PER_MINUTE,
      0,
    ),
    demoMode: env.QAP_DEMO_MODE !== '0',
    logLevel: readLogLevel(env),
    metrics: {
      allow: (optional(env, 'METRICS_ALLOW') ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      token: optional(env, 'METRICS_TOKEN'),
    },
    portal: {
      qapMixpanelToken: optional(env, 'QAP_MIXPANEL_TOKEN'),
      qapMixpanelApiHost: optional(env, 'QAP_MIXPANEL_API_HOST'),
      aiConnectionString: optional(env, 'QAP_AI_CONNECTION_STRING'),
      specialTenantId: optional(env, 'QAP_SPECIAL_TENANT_ID'),
      mapTileUrl: optional(env, 'QAP_MAP_TILE_URL'),
      mapTileAttribution: optional(env, 'QAP_MAP_TILE_ATTRIBUTION'),
      monitoringJson: optional(env, 'QAP_MONITORING_JSON'),
      loginHintJson: optional(env, 'QAP_LOGIN_HINT_JSON'),
    },
  };
}
