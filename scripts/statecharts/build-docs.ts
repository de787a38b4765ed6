import type { AnyStateMachine } from 'xstate';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { type ActorTreeNode, actorTree } from './actor-tree';
import type { DiscoveredMachine } from './discover';
import { REPO_ROOT, SHARED_DIR } from './discover';
import { emittedTypesFromSources } from './emitted-types';
import { toMarkdown } from './markdown';
import { messageSection, withEmitters } from './message-tables';
import { toMermaid } from '../../src/pages/statecharts/model/mermaid';
import { toReadme } from './readme';
import type { StatechartModel } from '../../src/pages/statecharts/model/statechart.types';
import { describeMachine } from '../../src/pages/statecharts/model/statechart-model';
import { toSystemMarkdown, toSystemMermaid } from './system-doc';
import { collectSystemMessages, type SystemMessages } from './system-messages';

/** Everything docs/statecharts/ should hold, computed in memory (the staleness test compares it). */

export const ROOT_MACHINE = 'app';

export interface StatechartDocs {
  models: StatechartModel[];
  /** File name (relative to docs/statecharts/) -> content, README.md included. */
  markdown: Map<string, string>;
  /** Machine name -> Mermaid text, for the SVG pictures; `system` for the picture of all actors. */
  mermaid: Map<string, string>;
  /** Every message between the actors, and the events sent in from outside the machines. */
  messages: SystemMessages;
}

export const SYSTEM_DOC = 'system';

/** Until the root machine exists, the tree the system ids promise: the root and one child per id. */
function plannedTree(): ActorTreeNode {
  const children = Object.values(SYSTEM_IDS)
    .filter((id) => id !== SYSTEM_IDS.app)
    .map((id) => ({ name: id, systemId: id, children: [] }));
  return { name: ROOT_MACHINE, systemId: SYSTEM_IDS.app, children };
}

export function buildDocs(
  machines: DiscoveredMachine[],
  sharedDir = SHARED_DIR,
  repoRoot = REPO_ROOT,
): StatechartDocs {
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
  const messages = collectSystemMessages(
    models,
    byName,
    machines.map(({ folder }) => folder),
    repoRoot,
  );
  const markdown = new Map<string, string>([['README.md', toReadme(models, tree)]]);
  for (const model of models) {
    markdown.set(
      `${model.name}.md`,
      toMarkdown(withEmitters(model, messages), messageSection(model, messages)),
    );
  }
  markdown.set(`${SYSTEM_DOC}.md`, toSystemMarkdown(messages));
  const mermaid = new Map(models.map((model) => [model.name, toMermaid(model)]));
  mermaid.set(SYSTEM_DOC, toSystemMermaid(messages));
  return { models, markdown, mermaid, messages };
}
