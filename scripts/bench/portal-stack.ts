import path from 'node:path';
import { type DatabaseKind, startStackProcess } from './stack-process';

/** Where the benchmarks keep their data sets and reports: `$DATA_DIR/bench`. */
export const BENCH_DIR = path.join(process.env.DATA_DIR ?? '.data', 'bench');

/**
 * The command-line options of a benchmark that drives the portal in a browser: the data set to
 * start the stack over, or `--web-url` of a portal that is already running. For `parseArgs`.
 */
export function portalStackOptions(defaults: { facilities: string; portBase: string }) {
  return {
    facilities: { type: 'string', default: defaults.facilities },
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'data-dir': { type: 'string', default: BENCH_DIR },
    'portal-root': { type: 'string' },
    'port-base': { type: 'string', default: defaults.portBase },
    'web-url': { type: 'string' },
  } as const;
}

export interface PortalStackValues {
  facilities: string;
  db: string;
  'database-url'?: string;
  'data-dir': string;
  'portal-root'?: string;
  'port-base': string;
  'web-url'?: string;
}

export interface PortalUnderTest {
  web: string;
  api: string;
  /** Stops the stack this started; nothing for a portal given by `--web-url`. */
  stop(): Promise<void>;
}

/** The portal of `--web-url` (its API read from its config.json), or a stack started with the portal. */
export async function startOrFindPortal(values: PortalStackValues): Promise<PortalUnderTest> {
  if (values['web-url']) {
    const web = values['web-url'].replace(/\/+$/, '');
    const config = (await (await fetch(`${web}/config.json`)).json()) as { qesBaseUrl: string };
    return { web, api: config.qesBaseUrl, stop: async () => {} };
  }
  const base = Number(values['port-base']);
  const stack = await startStackProcess({
    dataSet: { db: values.db as DatabaseKind, facilities: Number(values.facilities) },
    dataRoot: values['data-dir'],
    databaseUrl: values['database-url'],
    ports: { web: base, api: base + 1, idp: base + 2 },
    web: true,
    portalRoot: values['portal-root'],
  });
  return { ...stack.urls, stop: () => stack.stop() };
}
