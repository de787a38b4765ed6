import type { AnyStateMachine } from 'xstate';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { type ActorTreeNode, actorTree } from './actor-tree';
import type { DiscoveredMachine } from './discover';
import { SHARED_DIR } from './discover';
import { emittedTypesFromSources } from './emitted-types';
import { toMarkdown } from './markdown';
import { toMermaid } from './mermaid';
import { toReadme } from './readme';
import type { StatechartModel } from './statechart.types';
import { describeMachine } from './statechart-model';

/** Everything docs/statecharts/ should hold, computed in memory (the staleness test compares it). */

export const ROOT_MACHINE = 'app';

export interface StatechartDocs {
  models: StatechartModel[];
  /** File name (relative to docs/statecharts/) -> content, README.md included. */
  markdown: Map<string, string>;
  /** Machine name -> Mermaid text, for the SVG pictures. */
  mermaid: Map<string, string>;
}

/** Until the root machine exists, the tree the system ids promise: the root and one child per id. */
function plannedTree(): ActorTreeNode {
  const children = Object.values(SYSTEM_IDS)
    .filter((id) => id !== SYSTEM_IDS.app)
    .map((id) => ({ name: id, systemId: id, children: [] }));
  return { name: ROOT_MACHINE, systemId: SYSTEM_IDS.app, children };
}

export function buildDocs(machines: DiscoveredMachine[], sharedDir = SHARED_DIR): StatechartDocs {
  const models = machines.map(({ name, folder, machine, descriptions }) =>
    describeMachine(name, machine, {
      emittedTypes: emittedTypesFromSources(folder, sharedDir),
      descriptions,
    }),
  );
  const byName = new Map<string, AnyStateMachine>(machines.map(({ name, machine }) => [name, machine]));
  const tree = byName.has(ROOT_MACHINE)
    ? { root: actorTree(ROOT_MACHINE, byName, SYSTEM_IDS), source: 'definition' as const }
    : { root: plannedTree(), source: 'system-ids' as const };
  const markdown = new Map<string, string>([['README.md', toReadme(models, tree)]]);
  for (const model of models) markdown.set(`${model.name}.md`, toMarkdown(model));
  return { models, markdown, mermaid: new Map(models.map((model) => [model.name, toMermaid(model)])) };
}
