import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, type StatechartDocs } from '../../scripts/statecharts/build-docs';
import { DOCS_DIR, discoverMachines, machineFolderNames } from '../../scripts/statecharts/discover';
import { fixturesFile } from '../../scripts/statecharts/model-fixtures';

const REGENERATE = 'Run `npm run docs:statecharts -- --svg` and commit docs/statecharts/.';

let docs: StatechartDocs;

beforeAll(async () => {
  docs = buildDocs(await discoverMachines());
});

describe('committed statecharts (docs/statecharts/)', () => {
  it('match what the machines generate now', () => {
    const stale = [...docs.markdown]
      .filter(([file, content]) => {
        const path = join(DOCS_DIR, file);
        return !existsSync(path) || readFileSync(path, 'utf8') !== content;
      })
      .map(([file]) => file);
    expect(stale, `docs/statecharts is out of date (${stale.join(', ')}). ${REGENERATE}`).toEqual([]);
  });

  it('every machine in machines/ has a diagram, a picture and a model fixtures file', () => {
    const missing = machineFolderNames().flatMap((name) =>
      [join(DOCS_DIR, `${name}.md`), join(DOCS_DIR, `${name}.svg`), fixturesFile(name)].filter(
        (file) => !existsSync(file),
      ),
    );
    expect(
      missing,
      `Missing files. ${REGENERATE} A missing fixtures file belongs to the machine's author.`,
    ).toEqual([]);
  });
});
