import { GENERATED_NOTICE } from './markdown';
import { table } from './markdown-table';
import type { MessageSite } from './messages';
import { PORTAL, receiverOf, type SystemMessages, sendersOf, siteText } from './system-messages';

/**
 * docs/statecharts/system.md and the picture system.svg: every actor (who spawns whom, with
 * system ids) and every message between them, the events the portal's outside world sends in,
 * and the sequence diagrams of the key flows.
 */

const LINE_BREAK = '<br/>';

export const FLOWS_DOC = 'flows.md';

const nodeId = (name: string) => `n_${name.replace(/[^A-Za-z0-9]/g, '_')}`;
const label = (text: string) => text.replace(/"/g, "'").replace(/#/g, '#35;').replace(/;/g, '#59;');

interface Edge {
  from: string;
  to: string;
  style: 'spawn' | 'message' | 'emit' | 'outside';
  lines: Set<string>;
}

function edgesOf(messages: SystemMessages): Edge[] {
  const edges = new Map<string, Edge>();
  const add = (from: string, to: string, style: Edge['style'], line: string) => {
    const key = `${from}->${to}:${style}`;
    const edge = edges.get(key) ?? { from, to, style, lines: new Set<string>() };
    edge.lines.add(line);
    edges.set(key, edge);
  };
  for (const site of messages.sites) {
    for (const from of sendersOf(site, messages.sites)) {
      if (site.kind === 'spawn') {
        add(
          from,
          receiverOf(site, messages.sites),
          'spawn',
          site.systemId ? `spawns (system id ${site.systemId})` : 'spawns',
        );
      } else {
        const style = site.kind === 'emit' ? 'emit' : 'message';
        for (const event of site.events) add(from, receiverOf(site, messages.sites), style, event);
      }
    }
  }
  for (const sender of messages.outside) {
    for (const receiver of messages.accepting.get(sender.event) ?? [])
      add(`outside: ${sender.source}`, receiver, 'outside', sender.event);
  }
  return [...edges.values()];
}

const ARROWS: Record<Edge['style'], string> = {
  spawn: '-.->',
  message: '-->',
  emit: '==>',
  outside: '-->',
};

/** Outside sources as rounded nodes named by their first words (`router`, `network`, ...). */
function nodeLine(name: string): string {
  if (name === PORTAL) return `  ${nodeId(name)}[["portal (src/app, re-emitted by app)"]]`;
  if (name.startsWith('outside: ')) {
    const words = name.slice('outside: '.length);
    return `  ${nodeId(name)}(["${label(words.replace(/ \(.*$/, ''))}"])`;
  }
  return `  ${nodeId(name)}["${label(name)}"]`;
}

export function toSystemMermaid(messages: SystemMessages): string {
  const edges = edgesOf(messages);
  const names = [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))];
  return [
    'flowchart LR',
    ...names.map(nodeLine),
    ...edges.map(
      (edge) =>
        `  ${nodeId(edge.from)} ${ARROWS[edge.style]}|"${label([...edge.lines].sort().join(LINE_BREAK))}"| ${nodeId(edge.to)}`,
    ),
  ].join('\n');
}

function siteRow(site: MessageSite, sites: MessageSite[]): string[] {
  return [
    sendersOf(site, sites)
      .map((actor) => `\`${actor}\``)
      .join(', '),
    `\`${site.within}\``,
    site.kind,
    siteText(site, sites),
    `\`${site.file}\``,
  ];
}

export interface SequenceDiagram {
  title: string;
  description: string;
  mermaid: string;
}

export function toSystemMarkdown(messages: SystemMessages): string {
  const kinds = ['spawn', 'sendTo', 'send', 'sendBack', 'raise', 'sendParent', 'emit'] as const;
  const count = (kind: string) => messages.sites.filter((site) => site.kind === kind).length;
  const counted = kinds
    .filter((kind) => count(kind) > 0)
    .map((kind) => `${count(kind)} \`${kind}\``)
    .join(', ');
  const outsideRows = messages.outside.map((sender) => [
    `\`${sender.event}\``,
    (messages.accepting.get(sender.event) ?? []).map((actor) => `\`${actor}\``).join(', '),
    sender.source,
    `\`${sender.file}\``,
  ]);
  return [
    '# The system: actors and the messages between them',
    '',
    `<!-- ${GENERATED_NOTICE} -->`,
    '',
    'Every actor of the portal and every message between them, read from `machines/` (each',
    "`sendTo`, `emit`, `raise`, `spawnChild`, and the callback actors' `sendBack` and `send`) and from",
    '`src/` (the events the world outside the machines sends in, named by where they come from).',
    `In the code: ${counted}. Each machine's page lists the same per transition.`,
    '',
    '## Picture',
    '',
    'Dotted arrows: who spawns whom (with the system id the others reach it by). Arrows: messages,',
    'labelled with their event types. Thick arrows: events emitted to the portal (the root `app`',
    "re-emits every child's event; `src/app` listens). Rounded boxes: sources outside the machines.",
    `The same picture as a file: [system.svg](system.svg).`,
    '',
    '```mermaid',
    toSystemMermaid(messages),
    '```',
    '',
    '## Every message in the code',
    '',
    ...table(
      ['sent by', 'in', 'kind', 'what', 'file'],
      messages.sites.map((site) => siteRow(site, messages.sites)),
    ),
    '',
    '## Events from outside the machines',
    '',
    ...table(['event', 'to', 'source', 'file'], outsideRows),
    '',
    'The key flows (sign-in, environment switch, filter change, sign-out in two tabs) as sequence',
    'diagrams recorded from the real machines: [flows.md](flows.md).',
    '',
  ].join('\n');
}

/** docs/statecharts/flows.md: the sequence diagrams of the key flows (sequences.ts records them). */
export function toFlowsMarkdown(flows: SequenceDiagram[]): string {
  return [
    '# Key flows: who tells whom, in order',
    '',
    `<!-- ${GENERATED_NOTICE} -->`,
    '',
    'Recorded from the real machines (`scripts/statecharts/sequences.ts`): the root with every real child,',
    'each effect answered at once by the model fixtures, time stopped. An arrow is an event one actor sends',
    'another (or that the world sends in: the user, the identity provider, another tab); `(emitted)` goes to',
    'the portal (`src/app`, re-emitted by the root); a note is an effect of that actor answering (`done:`).',
    'All messages: [system.md](system.md).',
    '',
    ...flows.flatMap((flow) => [
      `## ${flow.title}`,
      '',
      flow.description,
      '',
      '```mermaid',
      flow.mermaid,
      '```',
      '',
    ]),
  ].join('\n');
}
