/**
 * `npx tsx scripts/bench/api-bench-table.ts [--summary] FILE.json [FILE.json ...]`: prints the
 * markdown tables of `npm run bench:api` results, the form docs/performance.md keeps as its latest
 * table; `--summary` prints one table of p95s over all the files instead.
 */
import { readFileSync } from 'node:fs';
import { renderMarkdown, renderSummary } from './api-bench-report';
import type { ApiBenchResult } from './api-bench.types';

const summary = process.argv.includes('--summary');
const files = process.argv.slice(2).filter((arg) => arg !== '--summary');
if (files.length === 0) {
  console.error('usage: npx tsx scripts/bench/api-bench-table.ts [--summary] FILE.json [FILE.json ...]');
  process.exit(1);
}
const results = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as ApiBenchResult);
if (summary) process.stdout.write(renderSummary(results));
else for (const result of results) process.stdout.write(renderMarkdown(result));
