/**
 * `npx tsx scripts/bench/api-bench-table.ts FILE.json [FILE.json ...]`: prints the markdown
 * tables of `npm run bench:api` results, the form docs/performance.md keeps as its latest table.
 */
import { readFileSync } from 'node:fs';
import { renderMarkdown } from './api-bench-report';
import type { ApiBenchResult } from './api-bench.types';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx scripts/bench/api-bench-table.ts FILE.json [FILE.json ...]');
  process.exit(1);
}
for (const file of files) {
  process.stdout.write(renderMarkdown(JSON.parse(readFileSync(file, 'utf8')) as ApiBenchResult));
}
