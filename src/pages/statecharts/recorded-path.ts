import type { EventObject } from 'xstate';
import { isTimerEvent } from '../../app/inspector/inspection-recorder';
import type { WireEntry } from '../../app/inspector/inspector-channel';
import type { PathReport } from './model/path-format';
import { type PathStep, stateLabel } from './model/test-paths';

/**
 * A recorded trace as a test path, in the JSON of `npm run paths -- <machine> --format json`,
 * so a bug seen live becomes a reproducible test: each event the machine processed is a step
 * (state before, event with its redacted payload, state after, the tags after it, what it
 * emitted and sent). The start event is the start. A recording plans nothing, so it has no
 * coverage figures; and since the path key is declared only in the test fixtures, a step's
 * `facts` are the whole recorded context after it (redacted).
 */

export type RecordedPathReport = Omit<PathReport, 'strategy' | 'coverage'> & { strategy: 'recorded' };

export const RECORDED_FIXTURES = 'recorded live by /statecharts (tokens redacted)';

type RecordedStep = { entry: WireEntry; emitted: EventObject[]; sent: string[] };

/**
 * The machine's processed events, each with what it emitted and sent while processing it: the
 * recorder writes those entries just before the machine's own entry for the event.
 */
function processedEvents(machine: string, entries: readonly WireEntry[]): RecordedStep[] {
  const steps: RecordedStep[] = [];
  let emitted: EventObject[] = [];
  let sent: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'emit' && entry.actor === machine)
      emitted.push({ ...(entry.payload as object), type: entry.type });
    else if (entry.kind === 'event' && entry.source === machine && entry.actor !== machine)
      sent.push(entry.type);
    else if (entry.kind === 'event' && entry.actor === machine) {
      steps.push({ entry, emitted, sent });
      emitted = [];
      sent = [];
    }
  }
  return steps;
}

function toPathStep({ entry, emitted, sent }: RecordedStep): PathStep[] {
  if (entry.from === undefined || entry.value === undefined) return [];
  return [
    {
      from: stateLabel(entry.from),
      event: { ...(entry.payload as object), type: entry.type } as EventObject,
      to: stateLabel(entry.value),
      tags: entry.tags ?? [],
      facts: entry.context,
      emitted,
      sent,
    },
  ];
}

export function recordedTestPath(
  machine: string,
  entries: readonly WireEntry[],
  { hideTimers }: { hideTimers: boolean },
): RecordedPathReport {
  const recorded = processedEvents(machine, entries);
  const steps = recorded
    // Hidden timers that changed nothing are left out; a timer that moved the machine stays.
    .filter(
      ({ entry }) =>
        !hideTimers ||
        !isTimerEvent(entry.type) ||
        JSON.stringify(entry.from) !== JSON.stringify(entry.value),
    )
    .flatMap(toPathStep);
  const first = recorded[0]?.entry;
  const start = steps[0]?.from ?? (first?.value === undefined ? '' : stateLabel(first.value));
  return {
    machine,
    strategy: 'recorded',
    start,
    fixturesFile: RECORDED_FIXTURES,
    paths: [{ target: steps.at(-1)?.to ?? start, steps }],
  };
}

export function recordedPathJson(report: RecordedPathReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
