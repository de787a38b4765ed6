/**
 * `npx tsx scripts/bench/api-bench-table.ts FILE.json`: prints the markdown tables of a
 * `npm run bench:api` result, the form docs/performance.md keeps as its latest table.
 */
import { readFileSync } from 'node:fs';
import { renderMarkdown } from './api-bench-report';
import type { ApiBenchResult } from './api-bench.types';

const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx scripts/bench/api-bench-table.ts FILE.json');
  process.exit(1);
}
process.stdout.write(renderMarkdown(JSON.parse(readFileSync(file, 'utf8')) as ApiBenchResult));
