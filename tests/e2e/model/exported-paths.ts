import { beforeAll, describe, it } from 'vitest';
import { publicUrlOf, readServerConfig } from '../../../server/config/server-config';
import type { PathStep, TestPath } from '../../../src/pages/statecharts/model/test-paths';
import {
  type BrowserModel,
  type BrowserWorld,
  driverOfModel,
  pathTitle,
  type PlannedDrivers,
} from './browser-model';
import { BROWSER_MODELS, browserModelOf } from './browser-models';
import { runInFreshBrowser } from './run-in-fresh-browser';

/**
 * What a file written by `npm run paths -- <machine> --format playwright` runs: each exported path
 * is driven in a fresh Chromium profile against a running `npm start`, by the drivers and checks of
 * the model-based browser tests (`tests/e2e/model/<machine>.browser-model.ts`).
 */

/** One step: what the browser does (a driver's `says`), the state whose view is checked after it. */
export interface ExportedStep {
  do: string;
  sees: string;
  /** The machine's path key after the step; some views depend on it (which error is shown). */
  facts: unknown;
}

export interface ExportedPaths {
  /** The machine's initial state, checked in the fresh browser before the first step. */
  start: { state: string; facts: unknown };
  paths: ExportedStep[][];
}

/** The model of `machine`, and each exported step tied to the driver that does it from the state before. */
export function resolveExportedPaths(
  machine: string,
  exported: ExportedPaths,
): { model: BrowserModel; plan: PlannedDrivers; paths: TestPath[] } {
  const model = browserModelOf(machine);
  if (!model)
    throw new Error(
      `No browser model for '${machine}'. Browser paths exist for: ${BROWSER_MODELS.map((m) => m.machine).join(', ')}.`,
    );
  const paths = exported.paths.map((steps) => {
    let from = exported.start.state;
    return {
      target: steps.at(-1)?.sees ?? from,
      steps: steps.map((step): PathStep => {
        const resolved = resolveStep(model, from, step);
        from = step.sees;
        return resolved;
      }),
    };
  });
  return { model, plan: { driverOf: driverOfModel(model), startFacts: exported.start.facts }, paths };
}

function resolveStep(model: BrowserModel, from: string, step: ExportedStep): PathStep {
  const drivers = model.events.filter((driven) => driven.from.includes(from));
  const driver = drivers.find((driven) => driven.says === step.do);
  if (!driver)
    throw new Error(
      `The ${model.machine} browser model cannot do '${step.do}' in '${from}'. There it can do: ${drivers.map((d) => `'${d.says}'`).join(', ')}.`,
    );
  if (!model.sees[step.sees])
    throw new Error(`The ${model.machine} browser model says nothing of what '${step.sees}' looks like.`);
  return { from, event: driver.event, to: step.sees, tags: [], facts: step.facts, emitted: [], sent: [] };
}

/** The addresses `npm start` serves on, from the same variables (WEB_PORT, IDP_URL, ...). */
export function npmStartUrls(env: Record<string, string | undefined> = process.env): BrowserWorld['stack'] {
  const config = readServerConfig(env);
  return {
    urls: { web: publicUrlOf(config.web), api: publicUrlOf(config.api), idp: publicUrlOf(config.idp) },
  };
}

async function portalAnswers(web: string): Promise<void> {
  const answer = await fetch(`${web}/config.json`).catch(() => undefined);
  if (!answer?.ok)
    throw new Error(
      `No portal answers at ${web}: start it with \`npm start\` (with the same WEB_PORT, IDP_PORT and API_PORT as this run).`,
    );
}

/** Registers one test per exported path (steps are checked now, so a wrong step fails at once). */
export function browserPaths(machine: string, exported: ExportedPaths): void {
  const { model, plan, paths } = resolveExportedPaths(machine, exported);
  const stack = npmStartUrls();
  describe(`${machine} machine in Chromium, against npm start at ${stack.urls.web}`, () => {
    beforeAll(() => portalAnswers(stack.urls.web));
    for (const path of paths)
      it(`${pathTitle(path, plan)}: the user sees each state the machine reaches`, () =>
        runInFreshBrowser(path, plan, model, stack));
  });
}
