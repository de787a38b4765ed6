/**
 * The stack a benchmark measures, in a process of its own so that its memory can be read from
 * /proc: `node --import tsx scripts/bench/bench-stack.ts --facilities N [--web]`.
 * Ports, DATA_DIR and DATABASE_URL come from the environment as for `npm start`. Seeds on first
 * use through the project's seed (seedIfEmpty), then prints one line `READY {json}` and runs
 * until SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startStack } from '../../server/stack';
import { stopOnSignals } from '../stack-cli';

const { values } = parseArgs({
  options: {
    facilities: { type: 'string', default: '1500' },
    // Serve the portal too (bench:home); the portal is then built first when dist/ is stale.
    web: { type: 'boolean', default: false },
    // A portal built elsewhere (`vite build --outDir DIR/dist`), served as it is.
    'portal-root': { type: 'string' },
  },
});

const seedLines: string[] = [];
const stack = await startStack({
  serveWeb: values.web,
  rootDir: values['portal-root'],
  build: values['portal-root'] ? false : undefined,
  seed: { facilitiesPerEnvironment: Number(values.facilities) },
  log: (line) => {
    seedLines.push(line);
    console.error(line);
  },
}).catch((error: unknown) => {
  // As npm start: a refused start (the production guard's missing keys) is one line, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
stopOnSignals(stack.stop);
const seeded = seedLines.map((line) => /^Seeded (\d+) facilities in (\d+) ms/.exec(line)).find(Boolean);
console.log(
  `READY ${JSON.stringify({
    urls: stack.urls,
    readyInMs: stack.readyInMs,
    seededInMs: seeded ? Number(seeded[2]) : null,
  })}`,
);
