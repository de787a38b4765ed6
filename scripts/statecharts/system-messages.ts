import { dirname } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { camelName } from './discover';
import { type MessageSite, messageSites } from './messages';
import { type OutsideSender, outsideSenders } from './outside-events';
import type { StatechartModel } from '../../src/pages/statecharts/model/statechart.types';

/**
 * The messages of the whole system as actors see them: who sends what to whom. Built from the
 * message sites in machines/ (messages.ts) and the outside senders in src/ (outside-events.ts).
 */

export interface SystemMessages {
  sites: MessageSite[];
  outside: OutsideSender[];
  /** Event type -> the actors whose machine accepts it. */
  accepting: Map<string, string[]>;
}

export const PORTAL = 'portal';

/** The actor a machine folder runs as: its child id and system id (`filter-options` -> `filterOptions`). */
export const actorOf = (machine: string) => camelName(machine);

/** A site in a machine's own definition (not in one of its callback actors). */
export const inDefinition = (site: MessageSite) => /\.(machine|setup|page-data)\.ts$/.test(site.file);

/** The actors a site runs in: the machine's actor, or each spawned instance of a callback actor. */
export function sendersOf(site: MessageSite, sites: MessageSite[]): string[] {
  if (inDefinition(site)) return [actorOf(site.machine)];
  const instances = sites
    .filter((spawn) => spawn.kind === 'spawn' && spawn.events[0] === site.within && spawn.childId)
    .map((spawn) => receiverOf(spawn));
  return instances.length > 0 ? instances : [site.within];
}

/** `(each child by id: source)` -> `source`. */
const computedId = (to: string) => to.match(/^\(each child by id: (.*)\)$/)?.[1];

/** The actor a site's message goes to (a child spawned under a computed id: one node for all of them). */
export function receiverOf(site: MessageSite, sites: MessageSite[] = []): string {
  if (site.kind === 'emit') return PORTAL;
  if (site.kind === 'sendBack' || site.kind === 'sendParent' || site.kind === 'raise')
    return actorOf(site.machine);
  const id = computedId(site.to);
  if (id === undefined) return site.to;
  const spawn =
    site.kind === 'spawn'
      ? site
      : sites.find(
          (other) => other.kind === 'spawn' && other.machine === site.machine && computedId(other.to) === id,
        );
  return `${spawn?.spawns ? actorOf(spawn.spawns) : `${actorOf(site.machine)} child`} (one per id: ${id})`;
}

/** `sendTo sync: sync.full`, `emit: navigate`, `spawn savedViews (system id savedViews)`. */
export function siteText(site: MessageSite, sites: MessageSite[]): string {
  const events = site.events.map((event) => `\`${event}\``).join(', ');
  if (site.kind === 'spawn') {
    const systemId = site.systemId ? `, system id \`${site.systemId}\`` : '';
    return `spawns ${events} as \`${site.to}\`${systemId}`;
  }
  if (site.kind === 'emit') return `emits ${events} to the portal`;
  if (site.kind === 'sendBack') return `sends ${events} back to its parent`;
  if (site.kind === 'raise') return `raises ${events} to itself`;
  return `sends ${events} to \`${receiverOf(site, sites)}\``;
}

/** Who sends `event`: other actors' sites (or the machine's own callback actors) and outside senders. */
export function sendersOfEvent(event: string, messages: SystemMessages): string[] {
  const fromActors = messages.sites
    .filter((site) => site.kind !== 'spawn' && site.events.includes(event))
    .map(
      (site) =>
        `${sendersOf(site, messages.sites)
          .map((actor) => `\`${actor}\``)
          .join(', ')} (\`${site.within}\`)`,
    );
  const fromOutside = messages.outside
    .filter((sender) => sender.event === event)
    .map((sender) => `${sender.source}: \`${sender.file}\``);
  return [...new Set([...fromActors, ...fromOutside])];
}

/** The machine a spawn starts: its source in the spawner's `setup({ actors })`; a computed source, the machine the spawner runs that no other spawn names. */
function spawnedMachine(
  site: MessageSite,
  sites: MessageSite[],
  machines: Map<string, AnyStateMachine>,
): string | undefined {
  const actors = (machines.get(site.machine)?.implementations.actors ?? {}) as Record<string, unknown>;
  const nameOf = (logic: unknown) => [...machines].find(([, machine]) => machine === logic)?.[0];
  const literal = site.events[0];
  if (!literal.startsWith('(computed')) return nameOf(actors[literal]);
  const named = new Set(
    sites
      .filter((other) => other.kind === 'spawn' && other.machine === site.machine && other !== site)
      .map((other) => nameOf(actors[other.events[0]])),
  );
  const left = [...new Set(Object.values(actors).map(nameOf))].filter(
    (name): name is string => name !== undefined && !named.has(name),
  );
  return left.length === 1 ? left[0] : undefined;
}

/** The messages of the machines in `folders` (machines/<name>), and the portal's senders in repoRoot/src. */
export function collectSystemMessages(
  models: StatechartModel[],
  machines: Map<string, AnyStateMachine>,
  folders: string[],
  repoRoot: string,
): SystemMessages {
  const machinesDir = folders.length > 0 ? dirname(folders[0]) : repoRoot;
  const found = messageSites(
    machinesDir,
    models.map((model) => model.name),
    repoRoot,
  );
  const sites = found.map((site) =>
    site.kind === 'spawn' ? { ...site, spawns: spawnedMachine(site, found, machines) } : site,
  );
  // Who accepts an event: the machine's actor, or, for a machine only spawned under computed ids, those children.
  const instancesOf = (machine: string) => {
    const spawned = sites.filter((site) => site.kind === 'spawn' && site.spawns === machine);
    const named = spawned.filter((site) => computedId(site.to) === undefined);
    return named.length > 0 || spawned.length === 0
      ? [actorOf(machine)]
      : spawned.map((site) => receiverOf(site));
  };
  const accepting = new Map<string, string[]>();
  for (const model of models) {
    for (const event of model.events) {
      accepting.set(event.type, [...(accepting.get(event.type) ?? []), ...instancesOf(model.name)]);
    }
  }
  return { sites, outside: outsideSenders(repoRoot, new Set(accepting.keys())), accepting };
}
