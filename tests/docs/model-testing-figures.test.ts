import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, type StatechartDocs } from '../../scripts/statecharts/build-docs';
import { DOCS_DIR, discoverMachines } from '../../scripts/statecharts/discover';
import {
  blocksInDoc,
  MODEL_TESTING_DOC,
  modelTestingFigures,
  pathCoverageTable,
  withBlocks,
} from '../../scripts/statecharts/model-testing-figures';

const REGENERATE = 'Run `npm run docs:statecharts` and commit docs/model-testing.md.';

let docs: StatechartDocs;
let figures: Record<string, string>;

beforeAll(async () => {
  docs = buildDocs(await discoverMachines());
  figures = await modelTestingFigures(docs.models, DOCS_DIR);
});

const doc = () => readFileSync(MODEL_TESTING_DOC, 'utf8');

describe('docs/model-testing.md states the figures the tools compute now', () => {
  it('its coverage table of the QA paths is what `npm run paths` plans for every machine and strategy', () => {
    expect(blocksInDoc(doc(), ['path-coverage'])['path-coverage'], REGENERATE).toBe(figures['path-coverage']);
  });

  it('its table of transitions drawn and picture widths is what the committed pictures show', () => {
    expect(blocksInDoc(doc(), ['pictures']).pictures, REGENERATE).toBe(figures.pictures);
  });

  it('every machine has its row, with as many transitions as its definition has', () => {
    for (const model of docs.models) {
      const count = model.transitions.length;
      expect(figures.pictures, model.name).toContain(`| ${model.name} | ${count}/${count} |`);
      expect(figures['path-coverage'], model.name).toMatch(
        new RegExp(`\\| ${model.name} \\| [\\d,]+ paths?, ${count}/${count} \\|`),
      );
    }
  });

  it('a figure typed over in the doc no longer matches, and regenerating writes the computed one back', async () => {
    const typed = withBlocks(doc(), {
      'path-coverage': (await pathCoverageTable(['app'])).replace(/\d+\/\d+/, '12/12'),
    });
    expect(blocksInDoc(typed, ['path-coverage'])['path-coverage']).not.toBe(figures['path-coverage']);
    expect(blocksInDoc(withBlocks(typed, figures), ['path-coverage', 'pictures'])).toEqual(figures);
  });
});
