import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './discover';
import { expectedEdges } from '../../src/pages/statecharts/model/mermaid';
import { pathReport } from './paths';
import type { StatechartModel } from '../../src/pages/statecharts/model/statechart.types';
import { missingTransitions, svgWidth } from './svg-edges';
import { STRATEGIES } from '../../src/pages/statecharts/model/test-paths';

/**
 * The figures of docs/model-testing.md that the tools compute: the QA paths' coverage per
 * strategy (`npm run paths`) and what each committed picture draws. `npm run docs:statecharts`
 * writes them between `<!-- figures:<name> -->` and `<!-- /figures:<name> -->`, and a docs test
 * fails when the doc says anything else, so the doc cannot keep a figure the code has outgrown.
 */

export const MODEL_TESTING_DOC = join(REPO_ROOT, 'docs/model-testing.md');

const thousands = (value: number) => value.toLocaleString('en-GB');

/** `| machine | transitions | shortest | simple |`: paths, transitions taken / defined, states where not all. */
export async function pathCoverageTable(machines: string[]): Promise<string> {
  const rows: string[] = [];
  for (const machine of machines) {
    const cells: string[] = [];
    for (const strategy of STRATEGIES) {
      const { paths, coverage } = await pathReport(machine, { strategy });
      const { states, transitions } = coverage;
      const statesNote = states.covered < states.total ? ` (states ${states.covered}/${states.total})` : '';
      cells.push(
        `${thousands(paths.length)} ${paths.length === 1 ? 'path' : 'paths'}, ${transitions.covered}/${transitions.total}${statesNote}`,
      );
    }
    rows.push(`| ${machine} | ${cells.join(' | ')} |`);
  }
  return [
    `| machine | ${STRATEGIES.join(' | ')} |`,
    `|${'---|'.repeat(STRATEGIES.length + 1)}`,
    ...rows,
  ].join('\n');
}

/** `| machine | transitions drawn / defined | width (px) |`, read back from the committed pictures. */
export function pictureTable(models: StatechartModel[], docsDir: string): string {
  const rows = models.map((model) => {
    const file = join(docsDir, `${model.name}.svg`);
    if (!existsSync(file)) return `| ${model.name} | no picture | |`;
    const svg = readFileSync(file, 'utf8');
    const expected = expectedEdges(model);
    // A transition is drawn when every edge it needs (one per target) is in the picture.
    const drawn = model.transitions.filter(
      (transition) =>
        missingTransitions(
          expected.filter((edge) => edge.transition === transition),
          svg,
        ).length === 0,
    ).length;
    return `| ${model.name} | ${drawn}/${model.transitions.length} | ${thousands(Math.round(svgWidth(svg)))} |`;
  });
  return ['| machine | transitions drawn / defined | width (px) |', '|---|---|---|', ...rows].join('\n');
}

export interface FigureBlocks {
  [name: string]: string;
}

const blockPattern = (name: string) =>
  new RegExp(`(<!-- figures:${name} [^>]*-->\\n)([\\s\\S]*?)(<!-- /figures:${name} -->)`);

/** The text of each generated block as the doc has it now (undefined: the doc has no such block). */
export function blocksInDoc(doc: string, names: string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => [name, doc.match(blockPattern(name))?.[2]?.replace(/\n$/, '')]),
  );
}

/** The doc with each block's text replaced; a block the doc lacks is an error (its place is the doc's choice). */
export function withBlocks(doc: string, blocks: FigureBlocks): string {
  let result = doc;
  for (const [name, text] of Object.entries(blocks)) {
    if (!blockPattern(name).test(result)) {
      throw new Error(`docs/model-testing.md has no <!-- figures:${name} ... --> block`);
    }
    result = result.replace(
      blockPattern(name),
      (_, open: string, __: string, close: string) => `${open}${text}\n${close}`,
    );
  }
  return result;
}

export async function modelTestingFigures(models: StatechartModel[], docsDir: string): Promise<FigureBlocks> {
  return {
    'path-coverage': await pathCoverageTable(models.map((model) => model.name)),
    pictures: pictureTable(models, docsDir),
  };
}
