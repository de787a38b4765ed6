import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, type StatechartDocs } from '../../scripts/statecharts/build-docs';
import { DOCS_DIR, discoverMachines } from '../../scripts/statecharts/discover';
import { expectedEdges } from '../../src/pages/statecharts/model/mermaid';
import { pdfText } from './support/pdf-text';

// The README offers the pictures for slides and documents: tools that draw no HTML inside SVG
// (librsvg, Inkscape, most slide tools) must show their words too, not boxes and arrows alone.
const REGENERATE = 'Run `npm run docs:statecharts -- --svg` and commit docs/statecharts/.';

let docs: StatechartDocs;

beforeAll(async () => {
  docs = buildDocs(await discoverMachines());
});

/** What librsvg shows of an SVG: converted to PDF by `rsvg-convert` (Debian: librsvg2-bin), then read back. */
function shownByLibrsvg(svg: string): string[] {
  try {
    return pdfText(
      execFileSync('rsvg-convert', ['--format', 'pdf'], { input: svg, maxBuffer: 64 * 1024 * 1024 }),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('rsvg-convert is missing: install Debian package librsvg2-bin (.ci/run does)');
    }
    throw error;
  }
}

const fromMermaid = (label: string) => label.replace(/#59;/g, ';').replace(/#35;/g, '#');
const compact = (text: string) => text.replace(/\s+/g, '');

/** Every word the picture must show: each state's title and each transition's label line. */
function labelsOf(name: string): string[] {
  const model = docs.models.find((m) => m.name === name);
  const text = docs.mermaid.get(name);
  if (!model || !text) throw new Error(`no machine ${name}`);
  const states = [...text.matchAll(/state "([^"]*)" as /g)].map(([, title]) => title);
  return [...new Set([...states, ...expectedEdges(model).map((edge) => edge.line)])].map(fromMermaid);
}

function missingLabels(name: string, svg: string): string[] {
  const shown = compact(shownByLibrsvg(svg).join(''));
  return labelsOf(name).filter((label) => !shown.includes(compact(label)));
}

describe('statechart pictures show their labels outside a browser', () => {
  it('librsvg shows every state title and transition label of every picture', () => {
    for (const model of docs.models) {
      const svg = readFileSync(join(DOCS_DIR, `${model.name}.svg`), 'utf8');
      expect(missingLabels(model.name, svg), `${model.name}.svg as librsvg shows it. ${REGENERATE}`).toEqual(
        [],
      );
    }
  });

  it('a picture whose labels are HTML in <foreignObject> shows none of them in librsvg', () => {
    // As Mermaid draws it: the label's words only in HTML, which librsvg leaves out.
    const html = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><foreignObject width="200" height="40"><div xmlns="http://www.w3.org/1999/xhtml"><p>session.signOut</p></div></foreignObject></svg>`;
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="10" y="20" font-size="12px"><tspan>session.signOut</tspan></text></svg>`;
    expect(shownByLibrsvg(html)).toEqual([]);
    expect(compact(shownByLibrsvg(text).join(''))).toBe('session.signOut');
  });

  it('the committed pictures hold no <foreignObject>', () => {
    const withHtml = docs.models
      .map((model) => model.name)
      .filter((name) => readFileSync(join(DOCS_DIR, `${name}.svg`), 'utf8').includes('<foreignObject'));
    expect(withHtml, REGENERATE).toEqual([]);
  });
});
