import type { BrowserContext, Page } from 'playwright-core';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { loadMachine } from '../../../scripts/statecharts/discover';
import { loadFixtures } from '../../../scripts/statecharts/model-fixtures';
import { initialStep } from '../../../src/pages/statecharts/model/path-steps';
import { coverageOf } from '../../../scripts/statecharts/path-coverage';
import {
  type PathStep,
  planTestPaths,
  stateLabel,
  type TestPath,
} from '../../../src/pages/statecharts/model/test-paths';
import type { E2eStack } from '../support/e2e-stack';
import { screenshot } from '../support/screenshots';

/**
 * Model-based browser tests: the paths are planned from the machine itself
 * (`planTestPaths`, strategy `transitions`), but only over the events a browser driver can make
 * happen in the real portal — a click, a page load, an answer of the server held back, released
 * or failed. The view of a path's starting state is checked in the fresh browser before the first
 * step; then each step is performed in Chromium and the user's view of the state the machine says
 * comes next is checked. What the user must see is written per state from the spec, apart from
 * the machine, so a machine that goes to a wrong state fails here.
 */

/** What one step of a path can use in the browser. */
export interface BrowserWorld {
  page: Page;
  context: BrowserContext;
  /** Where the portal and the identity provider answer: a test's own stack, or `npm start`'s. */
  stack: Pick<E2eStack, 'urls'>;
  /** "<status> <method> <url>" of every answer of 400 or more so far, to explain a failure. */
  failedResponses: string[];
  /** Requests held back by earlier steps, by name (see `holdRequests`). */
  held: Map<string, HeldRequests>;
  /**
   * The events of the path performed so far, in order: a view that depends on what happened
   * before (the environment chosen, whether the filter was narrowed) is worked out from these
   * by the spec's rules, not read from the machine's planned context.
   */
  taken: EventObject[];
}

/** One event the driver can produce: from which states, and how. */
export interface DrivenEvent {
  /** What happens, in words, for the test's name (e.g. "the provider refuses the code"). */
  says: string;
  event: EventObject & Record<string, unknown>;
  /** State labels (as `stateLabel` writes them) in which the browser can produce it. */
  from: readonly string[];
  /** Extra condition on the machine's context (e.g. only while signed in). */
  when?: (context: never) => boolean;
  perform: (world: BrowserWorld) => Promise<void>;
}

export interface BrowserModel {
  machine: string;
  /** The events the browser can produce; the planner uses only these. */
  events: readonly DrivenEvent[];
  /** The machine's input in the browser's world, when it differs from the model fixtures' one. */
  input?: unknown;
  /**
   * The path key, when the browser must tell apart more than the fixtures' key does (e.g. where a
   * failure shows decides which buttons the user has). It gets the fixtures' key to extend.
   */
  pathKey?: (fixturesKey: unknown, context: never) => unknown;
  /** Done in the fresh browser before a path's first step (e.g. a clock the test can move). */
  prepare?: (world: BrowserWorld) => Promise<void>;
  /**
   * What the user sees in each state, from the spec; every state a path starts in or reaches
   * needs one (a path starts in a fresh browser that has not opened the portal yet). It gets the
   * machine's path key (the context that decides guards) to tell apart views the driver's `from`
   * and `when` tell apart; an expectation that follows from what happened before is worked out
   * from `world.taken` instead.
   */
  sees: Record<string, (world: BrowserWorld, facts: never) => Promise<void>>;
  /**
   * The states and transitions the browser paths reached when the model was written: the plan
   * must reach at least these, so a driver or a `from` list that shrinks fails instead of quietly
   * testing less (docs/model-testing.md lists what is not driven yet).
   */
  reaches: { states: number; transitions: number };
}

export interface BrowserPlan {
  paths: TestPath[];
  /** The path key of the state every path starts in (the machine's initial state). */
  startFacts: unknown;
  coverageLine: string;
  covered: { states: number; transitions: number };
  /** The machine's transitions no browser path takes (for docs/model-testing.md's "Not driven yet"). */
  notDriven: string[];
  /** The driven event behind each planned step's event object. */
  driverOf: (event: EventObject) => DrivenEvent;
}

function canTake(model: BrowserModel) {
  return (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const driven = model.events.find((candidate) => candidate.event === event);
    if (!driven) return false;
    const label = stateLabel(snapshot.value);
    return driven.from.includes(label) && (driven.when?.(snapshot.context as never) ?? true);
  };
}

/** Plans the browser paths of `model` from its machine, with the fakes of its model fixtures. */
export async function planBrowserPaths(model: BrowserModel): Promise<BrowserPlan> {
  const { machine } = await loadMachine(model.machine);
  const fixtures = await loadFixtures(model.machine);
  // The browser starts online: the `online` variant's fakes when the machine has variants.
  const { input: variantInput = fixtures.input, ...implementations } =
    (fixtures.variants?.online as Record<string, unknown> | undefined) ?? fixtures.implementations ?? {};
  const provided: AnyStateMachine = machine.provide(implementations as never);
  const { pathKey: fixturesKey } = fixtures;
  const extend = model.pathKey;
  const pathKey =
    extend && fixturesKey ? (context: never) => extend(fixturesKey(context), context) : fixturesKey;
  const input = 'input' in model ? model.input : variantInput;
  const start = initialStep(provided, input).snapshot;
  const plan = planTestPaths(provided, {
    strategy: 'transitions',
    events: model.events.map((driven) => driven.event),
    input,
    pathKey,
    canTake: canTake(model),
  });
  const coverage = coverageOf([plan], machine);
  const paths = plan.paths.filter((path) => path.steps.length > 0);
  return {
    paths,
    startFacts: pathKey ? pathKey(start.context as never) : null,
    driverOf: driverOfModel(model),
    covered: { states: coverage.states.covered, transitions: coverage.transitions.covered },
    notDriven: coverage.transitions.missing,
    coverageLine:
      `browser paths ${model.machine}: ${paths.length} paths, ` +
      `states ${coverage.states.covered}/${coverage.states.total}, ` +
      `transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
  };
}

/** What running a path needs of its plan: the driver of each step and the start's path key. */
export type PlannedDrivers = Pick<BrowserPlan, 'driverOf' | 'startFacts'>;

/** The driven event behind each event object of `model` (a planned step carries the very object). */
export function driverOfModel(model: BrowserModel): (event: EventObject) => DrivenEvent {
  return (event) => {
    const driven = model.events.find((candidate) => candidate.event === event);
    if (!driven) throw new Error(`No browser driver for ${event.type}.`);
    return driven;
  };
}

/** A path's name for the test list: what happens at each step, and the state it leads to. */
export function pathTitle(path: TestPath, plan: PlannedDrivers): string {
  return path.steps.map((step) => stepTitle(step, plan)).join(', then ');
}

function stepTitle(step: PathStep, plan: PlannedDrivers): string {
  return `${plan.driverOf(step.event).says} (${step.to})`;
}

function viewOf(model: BrowserModel, state: string) {
  const sees = model.sees[state];
  if (!sees)
    throw new Error(`The ${model.machine} browser model says nothing of what '${state}' looks like.`);
  return sees;
}

/**
 * Checks what the fresh browser shows of the path's starting state, then performs each step in
 * the browser and checks what the user sees in the state that follows.
 */
export async function runBrowserPath(
  path: TestPath,
  plan: PlannedDrivers,
  model: BrowserModel,
  world: BrowserWorld,
): Promise<void> {
  await model.prepare?.(world);
  const start = path.steps[0]?.from;
  if (start !== undefined) {
    const sees = viewOf(model, start);
    await explainFailure(world, model, 0, `the start (${start})`, () =>
      withinStepTime(() => sees(world, plan.startFacts as never)),
    );
  }
  for (const [index, step] of path.steps.entries()) {
    const sees = viewOf(model, step.to);
    await explainFailure(world, model, index + 1, stepTitle(step, plan), () =>
      withinStepTime(async () => {
        await plan.driverOf(step.event).perform(world);
        world.taken.push(step.event);
        await sees(world, step.facts as never);
      }),
    );
  }
}

/** Runs one check; a failure says what the page showed, what failed and what was held. */
async function explainFailure(
  world: BrowserWorld,
  model: BrowserModel,
  number: number,
  title: string,
  check: () => Promise<void>,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // What the page showed when the step failed, for whoever reads the failure.
    const shot = await screenshot(world.page, `model-${model.machine}-failed-step-${number}`).catch(
      () => 'none',
    );
    const failed = world.failedResponses.slice(-5).join('; ') || 'none';
    const held = [...world.held].map(([name, requests]) => `${name}: ${requests.urls.length}`).join(', ');
    throw new Error(
      `Screenshot: ${shot}. Failed answers: ${failed}. Held so far: ${held || 'none'}. Step ${number} (${title}) of ${model.machine}: ${message}`,
    );
  }
}

/**
 * What `read` gives once it has stopped changing for `quietMs`: a view is checked after it has
 * settled, so a check cannot pass on the moment before the page reacts to the step.
 */
export async function settled<T>(read: () => Promise<T>, quietMs = 1000): Promise<T> {
  const pollMs = 200;
  let last = await read();
  let quietFor = 0;
  while (quietFor < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = await read();
    quietFor = JSON.stringify(now) === JSON.stringify(last) ? quietFor + pollMs : 0;
    last = now;
  }
  return last;
}

/** A step that waits for a request that never comes fails by itself, naming the step. */
const STEP_TIME_MS = 40_000;

async function withinStepTime(step: () => Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the step did not finish in ${STEP_TIME_MS / 1000} s`)),
      STEP_TIME_MS,
    );
  });
  try {
    await Promise.race([step(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Requests matching a URL pattern, held back until the test releases, fails or aborts them. */
export interface HeldRequests {
  /** Resolves once at least one request has arrived. */
  arrived: () => Promise<void>;
  /** The URLs and bodies of the requests held so far. */
  urls: string[];
  bodies: (string | null)[];
  release: () => Promise<void>;
  fail: (status: number, body?: unknown) => Promise<void>;
  /** Stops holding (requests held so far stay held). */
  stop: () => Promise<void>;
}

/**
 * From now on, holds every request whose URL matches `pattern` (in every page and frame of the
 * context) until one of `release`/`fail` is called; later requests then pass the same way.
 */
export async function holdRequests(
  world: BrowserWorld,
  name: string,
  pattern: RegExp,
  method?: string,
): Promise<HeldRequests> {
  type Route = Parameters<Parameters<BrowserContext['route']>[1]>[0];
  const waiting: Route[] = [];
  const urls: string[] = [];
  const bodies: (string | null)[] = [];
  let outcome: ((route: Route) => Promise<void>) | undefined;
  let stopped = false;
  let signal: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    signal = resolve;
  });
  // A new hold under the same name replaces the old one (a retried request is held afresh), so a
  // request the new hold lets through does not fall back into the old one.
  await world.held.get(name)?.stop();
  const handler = async (route: Route) => {
    const request = route.request();
    // CORS preflights always pass: the held answer is the one the portal reads.
    if (stopped || request.method() === 'OPTIONS' || (method && request.method() !== method))
      return route.fallback();
    if (outcome) return outcome(route);
    urls.push(request.url());
    bodies.push(request.postData());
    waiting.push(route);
    signal();
  };
  await world.context.route(pattern, handler);

  const settle = async (how: (route: Route) => Promise<void>) => {
    outcome = how;
    for (const route of waiting.splice(0)) await how(route);
  };
  const held: HeldRequests = {
    arrived: () => first,
    stop: async () => {
      stopped = true;
    },
    urls,
    bodies,
    release: () => settle((route) => route.fallback()),
    fail: (status, body = { error: 'held by the test' }) =>
      settle((route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          // The API and the identity provider are other origins: the portal may read the answer.
          headers: { 'access-control-allow-origin': route.request().headers().origin ?? '*' },
          body: JSON.stringify(body),
        }),
      ),
  };
  world.held.set(name, held);
  return held;
}

/** The requests an earlier step of the path held back under `name`. */
export function heldRequests(world: BrowserWorld, name: string): HeldRequests {
  const held = world.held.get(name);
  if (!held) throw new Error(`No requests were held as '${name}' before this step.`);
  return held;
}
