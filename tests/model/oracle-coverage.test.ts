import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { camelName, discoverMachines } from '../../scripts/statecharts/discover';

// "Per-state oracles for every machine", so every state of every machine says, from
// the spec, what it must look like; and an oracle never names a state the machine lacks.
describe('per-state oracles (tests/model/oracles/<machine>.oracle.ts)', () => {
  it('every machine has an oracle for each of its states, and no oracle for a state it lacks', async () => {
    for (const { name, machine } of await discoverMachines()) {
      const file = join(import.meta.dirname, 'oracles', `${name}.oracle.ts`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const exports = (await import(pathToFileURL(file).href)) as Record<string, Record<string, unknown>>;
      const oracles = exports[`${camelName(name)}Oracles`];
      const states = getStateNodes(machine.root).map((node: AnyStateNode) => node.path.join('.'));
      expect(Object.keys(oracles ?? {}).sort(), name).toEqual([...states].sort());
    }
  });
});
