import type { EventObject } from 'xstate';
import { isTimerEvent } from '../../app/inspector/inspection-recorder';
import type { WireEntry } from '../../app/inspector/inspector-channel';
import type { PathReport } from '../../../scripts/statecharts/path-format';
import { stateLabel } from '../../../scripts/statecharts/test-paths';

/**
 * A recorded trace as a test path, in the JSON of `npm run paths -- <machine> --format json`,
 * so a bug seen live becomes a reproducible test: each event the machine processed is a step
 * (state before, event with its redacted payload, state after). The start event is the start.
 */

export type RecordedPathReport = Omit<PathReport, 'strategy'> & { strategy: 'recorded' };

export const RECORDED_FIXTURES = 'recorded live by /statecharts (tokens redacted)';

export function recordedTestPath(
  machine: string,
  entries: readonly WireEntry[],
  { hideTimers }: { hideTimers: boolean },
): RecordedPathReport {
  const steps = entries
    .filter((entry) => entry.kind === 'event' && entry.actor === machine && entry.value !== undefined)
    // Hidden timers that changed nothing are left out; a timer that moved the machine stays.
    .filter(
      (entry) =>
        !hideTimers ||
        !isTimerEvent(entry.type) ||
        JSON.stringify(entry.from) !== JSON.stringify(entry.value),
    )
    .flatMap((entry) =>
      entry.from === undefined || entry.value === undefined
        ? []
        : [
            {
              from: stateLabel(entry.from),
              event: { ...(entry.payload as object), type: entry.type } as EventObject,
              to: stateLabel(entry.value),
            },
          ],
    );
  const first = entries.find((entry) => entry.kind === 'event' && entry.actor === machine);
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
