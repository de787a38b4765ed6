import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, type StatechartDocs } from '../../scripts/statecharts/build-docs';
import { DOCS_DIR, discoverMachines } from '../../scripts/statecharts/discover';

// Analysts review the Transitions tables; a row without a meaning leaves them guessing
// what the user experiences. The words come from each transition's `description:` in the machine.
const FILL_IN =
  'Add a `description:` to these transitions in machines/<machine>/, then run `npm run docs:statecharts -- --svg`.';

let docs: StatechartDocs;

beforeAll(async () => {
  docs = buildDocs(await discoverMachines());
});

const committedDoc = (name: string) => readFileSync(join(DOCS_DIR, `${name}.md`), 'utf8');

/** The cells of the Transitions table's rows: from, on, guard, to, actions, meaning. */
function transitionRows(markdown: string): string[][] {
  const section = markdown.split('\n## Transitions\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** `from --on [guard]--> to` of each row whose meaning cell is empty. */
function rowsWithoutMeaning(markdown: string): string[] {
  return transitionRows(markdown)
    .filter((cells) => cells[5] === '')
    .map(([from, on, guard, to]) => `${from} --${on}${guard ? ` ${guard}` : ''}--> ${to}`);
}

describe('statechart docs explain every transition', () => {
  it('every transition in the statechart docs says what it means to the user', () => {
    const unexplained = docs.models.flatMap((model) => {
      const rows = transitionRows(committedDoc(model.name));
      // One row per transition of the definition, so a table that failed to parse cannot pass.
      expect(rows, `${model.name}.md`).toHaveLength(model.transitions.length);
      return rowsWithoutMeaning(committedDoc(model.name)).map((row) => `${model.name}: ${row}`);
    });
    expect(unexplained, FILL_IN).toEqual([]);
  });

  it('a row whose meaning was left empty is found and named', () => {
    const doc = committedDoc('session');
    const signOut = doc.split('\n').find((line) => line.includes('`session.signOut`')) ?? '';
    const doctored = doc.replace(signOut, signOut.replace(/\| [^|]+ \|$/, '|  |'));
    expect(doctored).not.toBe(doc);
    expect(rowsWithoutMeaning(doctored)).toEqual(['`signedIn` --`session.signOut`--> `signingOut`']);
  });
});
