import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDocs } from './build-docs';
import { DOCS_DIR, discoverMachines } from './discover';
import { MODEL_TESTING_DOC, modelTestingFigures, withBlocks } from './model-testing-figures';
import { keyFlows } from './sequences';
import { createSvgRenderer } from './svg-renderer';
import { FLOWS_DOC, toFlowsMarkdown } from './system-doc';

/**
 * `npm run docs:statecharts [-- --svg]`: writes docs/statecharts/<machine>.md and README.md
 * from the machines; with --svg also redraws docs/statecharts/<machine>.svg in Chromium. Then
 * rewrites the computed figures of docs/model-testing.md (paths' coverage, pictures).
 */

async function writeSvgs(mermaid: Map<string, string>, docsDir: string): Promise<void> {
  const renderer = await createSvgRenderer();
  try {
    for (const [name, text] of mermaid) {
      const svg = await renderer.render(text).catch((error: unknown) => {
        throw new Error(`Mermaid could not draw the ${name} machine: ${String(error)}`);
      });
      writeFileSync(join(docsDir, `${name}.svg`), `${svg}\n`);
    }
  } finally {
    await renderer.close();
  }
}

/** Removes the .md/.svg of machines that no longer exist, so the index never links to ghosts. */
function removeStale(docsDir: string, keep: Set<string>): string[] {
  const stale = readdirSync(docsDir).filter((file) => /\.(md|svg)$/.test(file) && !keep.has(file));
  for (const file of stale) rmSync(join(docsDir, file));
  return stale;
}

export async function main(args: string[], docsDir = DOCS_DIR): Promise<number> {
  const docs = buildDocs(await discoverMachines());
  mkdirSync(docsDir, { recursive: true });
  for (const [file, content] of docs.markdown) writeFileSync(join(docsDir, file), content);
  writeFileSync(join(docsDir, FLOWS_DOC), toFlowsMarkdown(await keyFlows()));
  const keep = new Set([
    ...docs.markdown.keys(),
    FLOWS_DOC,
    ...[...docs.mermaid.keys()].map((name) => `${name}.svg`),
  ]);
  const removed = removeStale(docsDir, keep);
  if (args.includes('--svg')) await writeSvgs(docs.mermaid, docsDir);
  if (docsDir === DOCS_DIR) {
    const doc = readFileSync(MODEL_TESTING_DOC, 'utf8');
    writeFileSync(MODEL_TESTING_DOC, withBlocks(doc, await modelTestingFigures(docs.models, docsDir)));
  }
  const svgNote = args.includes('--svg') ? ' and pictures' : ' (add --svg to redraw the pictures)';
  console.log(`statecharts: wrote ${docs.markdown.size} files for ${docs.models.length} machines${svgNote}`);
  if (removed.length > 0) console.log(`statecharts: removed ${removed.join(', ')}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
