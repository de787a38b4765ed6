import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The statechart view's models: it imports the machines with their descriptions. */
const DESCRIBED_IMPORTER = /[\\/]src[\\/]pages[\\/]statecharts[\\/]/;
const MACHINE_FILE = /[\\/]machines[\\/].+\.ts$/;
const DESCRIBED = '?described';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A text the bundler can drop: a string, a template without expressions, or `'a' + 'b'`. */
function isConstantText(node: AstNode): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return isConstantText(node.left as AstNode) && isConstantText(node.right as AstNode);
  }
  return false;
}

function isDescription(node: AstNode): boolean {
  const key = node.key as AstNode | undefined;
  return (
    node.type === 'Property' &&
    !node.computed &&
    key?.type === 'Identifier' &&
    key.name === 'description' &&
    isConstantText(node.value as AstNode)
  );
}

function visit(node: unknown, found: AstNode[]): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, found);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  if (isDescription(node as AstNode)) found.push(node as AstNode);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, found);
}

/**
 * The machines' `description` texts (what each state and transition means) are for the diagrams,
 * the QA paths and the statechart view, not for running them: the production build leaves them
 * out of every machine the portal runs. The statechart page imports its own copy of the machines
 * (`?described`), with the texts, in its own lazily loaded chunk.
 */
export function machineDescriptionsPlugin(): Plugin {
  return {
    name: 'qap-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(DESCRIBED_IMPORTER.test(importer) || importer.endsWith(DESCRIBED))) return null;
      const resolved = await this.resolve(source, importer.replace(DESCRIBED, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !MACHINE_FILE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${DESCRIBED}` };
    },
    async load(id) {
      if (!id.endsWith(DESCRIBED)) return null;
      const file = id.slice(0, -DESCRIBED.length);
      this.addWatchFile(file);
      const { readFile } = await import('node:fs/promises');
      return { code: await readFile(file, 'utf8'), moduleType: 'ts' };
    },
  };
}

/** Removes the description properties from the machine files the portal runs (after TypeScript is stripped). */
export function stripMachineDescriptionsPlugin(): Plugin {
  return {
    name: 'qap-strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.endsWith(DESCRIBED) || !MACHINE_FILE.test(id) || !code.includes('description')) return null;
      const found: AstNode[] = [];
      visit(this.parse(code), found);
      if (found.length === 0) return null;
      const edited = new MagicString(code);
      for (const property of found) {
        // the property and the comma after it
        const end = /^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0;
        edited.remove(property.start, property.end + end);
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
