/**
 * What the page's main thread did inside its long tasks, read from a Chrome trace
 * (`browser.startTracing` with TRACE_CATEGORIES): for each task over the threshold, the events
 * that took its time, by self time (time not spent in a nested event), with Chromium's names
 * (FunctionCall, Layout, Paint, UpdateLayoutTree, GPU waits, ...).
 */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8',
  'gpu',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, when the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /**
   * The CPU time the main thread had during the task: far less than the duration when the thread
   * waited (for the GPU process, or for a core on a loaded machine) rather than worked.
   */
  cpuMs: number | null;
  /** The events with the most self time in the task, largest first. */
  top: { name: string; ms: number }[];
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** A readable name: the event's, with what a script event ran or which event was dispatched. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  if (data?.functionName) return `${event.name} ${data.functionName}`;
  if (data?.type) return `${event.name} ${data.type}`;
  return event.name;
}

export function longTasksOf(trace: Buffer, thresholdMs = 50, topCount = 8): LongTask[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  // the page's main thread is the renderer main thread that ran the most
  const busiest = mains
    .map((main) => ({
      main,
      work: complete
        .filter((event) => event.pid === main.pid && event.tid === main.tid)
        .reduce((sum, event) => sum + (event.dur ?? 0), 0),
    }))
    .sort((a, b) => b.work - a.work)[0]?.main;
  if (!busiest) return [];
  const thread = complete
    .filter((event) => event.pid === busiest.pid && event.tid === busiest.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const long = thread.filter((event) => TASK_NAMES.has(event.name) && (event.dur ?? 0) > thresholdMs * 1000);
  // a task runs inside another's trace event (RunTask in ThreadControllerImpl::RunTask): count the outer one
  const within = (inner: TraceEvent, outer: TraceEvent) =>
    inner !== outer && inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const tasks = long.filter((task) => !long.some((outer) => within(task, outer)));
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const self = new Map<string, number>();
    // a stack of open events: each event's time goes to it minus what its nested events took
    const stack: { event: TraceEvent; nested: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top.event.ts + (top.event.dur ?? 0) > until) break;
        stack.pop();
        const name = label(top.event);
        self.set(name, (self.get(name) ?? 0) + (top.event.dur ?? 0) - top.nested);
        if (stack.length > 0) stack[stack.length - 1].nested += top.event.dur ?? 0;
      }
    };
    for (const event of inside) {
      close(event.ts);
      stack.push({ event, nested: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    const top = [...self]
      .map(([name, micros]) => ({ name, ms: micros / 1000 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, topCount);
    return {
      startMs: task.ts / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      cpuMs: task.tdur === undefined ? null : task.tdur / 1000,
      top,
    };
  });
}
