import { table } from './markdown-table';
import type { StatechartModel, StateInfo } from '../../src/pages/statecharts/model/statechart.types';
import { dottedPath } from '../../src/pages/statecharts/model/statechart-model';
import { actorOf, inDefinition, type SystemMessages, sendersOfEvent, siteText } from './system-messages';

/**
 * The "Messages" section of a machine's page: per transition (and per state entry and exit) the
 * messages its actions send and to whom; the messages of its callback actors; and for each event
 * it accepts, who sends it (another actor, or a source outside the machines).
 */

function flattenStates(state: StateInfo): StateInfo[] {
  return [state, ...state.children.flatMap(flattenStates)];
}

export function messageSection(model: StatechartModel, messages: SystemMessages): string[] {
  const own = messages.sites.filter((site) => site.machine === model.name);
  const definition = own.filter(inDefinition);
  const sent = (actions: string[]) =>
    actions.flatMap((action) =>
      definition
        .filter((site) => site.within === action)
        .map((site) => `\`${action}\` ${siteText(site, messages.sites)}`),
    );
  const transitionRows = model.transitions
    .map((transition) => [
      `\`${dottedPath(transition.sourcePath)}\``,
      `\`${transition.trigger}\``,
      transition.targetPaths.length === 0
        ? '(stays)'
        : transition.targetPaths.map((path) => `\`${dottedPath(path)}\``).join(', '),
      sent(transition.actions).join('; '),
    ])
    .filter((row) => row[3] !== '');
  const stateRows = flattenStates(model.root).flatMap((state) =>
    (
      [
        ['entry of', state.entry],
        ['exit of', state.exit],
      ] as const
    )
      .map(([when, actions]) => [
        `${when} \`${dottedPath(state.path)}\``,
        '',
        '',
        sent([...actions]).join('; '),
      ])
      .filter((row) => row[3] !== ''),
  );
  const actorRows = own
    .filter((site) => !inDefinition(site))
    .map((site) => [`\`${site.within}\``, `\`${site.file}\``, siteText(site, messages.sites)]);
  const eventRows = model.events.map((event) => [
    `\`${event.type}\``,
    sendersOfEvent(event.type, messages).join('; ') || 'no sender in machines/ or src/',
  ]);
  return [
    '## Messages',
    '',
    `What \`${actorOf(model.name)}\` sends, to whom and when, and who sends it the events it accepts (read from`,
    '`machines/` and `src/`; the whole system is in [system.md](system.md)).',
    '',
    '### Sent on a transition or on entering or leaving a state',
    '',
    ...table(['from', 'on', 'to', 'sends'], [...transitionRows, ...stateRows]),
    '',
    ...(actorRows.length > 0
      ? ['### Sent by its callback actors', '', ...table(['actor', 'file', 'sends'], actorRows), '']
      : []),
    '### Who sends the events it accepts',
    '',
    ...table(['event', 'sent by'], eventRows),
    '',
  ];
}

/**
 * The model with each emitted event's named actions filled in from the code where the event is
 * computed (`emit(({ context }) => ...)`), which the running definition cannot show.
 */
export function withEmitters(model: StatechartModel, messages: SystemMessages): StatechartModel {
  const emitters = (type: string) => [
    ...new Set(
      messages.sites
        .filter((site) => site.machine === model.name && site.kind === 'emit' && site.events.includes(type))
        .map((site) => site.within),
    ),
  ];
  return {
    ...model,
    emitted: model.emitted.map((emitted) =>
      emitted.emittedBy.length > 0 ? emitted : { ...emitted, emittedBy: emitters(emitted.type) },
    ),
  };
}
