import { type BrowserPlan, planBrowserPaths } from '../../tests/e2e/model/browser-model';
import { BROWSER_MODELS, browserModelOf } from '../../tests/e2e/model/browser-models';
import type { ExportedPaths } from '../../tests/e2e/model/exported-paths';

/**
 * `--format playwright`: the browser-drivable paths of a machine (the model-based browser tests'
 * plan) as a Vitest file that drives Chromium with playwright-core against a running `npm start`.
 * The file holds the steps in words; the drivers and checks stay in `tests/e2e/model/`, so the
 * export does what the browser suite does and follows it when a driver or a check changes.
 */

/** Where to keep exported files: ignored by git, and outside the browser suite's own tests. */
export const EXPORT_FOLDER = 'test-artifacts/paths';

export const RUN_COMMAND = 'npx vitest run --config tests/e2e/model/exported-paths.config.ts';

export const BROWSER_MACHINES = BROWSER_MODELS.map((model) => model.machine);

export interface PlaywrightExport {
  coverageLine: string;
  /** Paths in the file: 0 when none ends in `to`. */
  paths: number;
  text: string;
}

function exportedPaths(plan: BrowserPlan, to?: string): ExportedPaths {
  const paths = plan.paths.filter((path) => to === undefined || path.steps.at(-1)?.to === to);
  return {
    start: { state: plan.paths[0]?.steps[0]?.from ?? '', facts: plan.startFacts },
    paths: paths.map((path) =>
      path.steps.map((step) => ({ do: plan.driverOf(step.event).says, sees: step.to, facts: step.facts })),
    ),
  };
}

/** One step a line, so QA can read, drop or reorder them. */
function pathsLiteral(exported: ExportedPaths): string {
  const paths = exported.paths.map(
    (steps, index) =>
      `    // path ${index + 1}, ends in ${steps.at(-1)?.sees}\n    [\n${steps.map((step) => `      ${JSON.stringify(step)},`).join('\n')}\n    ],`,
  );
  return `{\n  start: ${JSON.stringify(exported.start)},\n  paths: [\n${paths.join('\n')}\n  ],\n}`;
}

/** The file; `undefined` when the machine has no browser model. */
export async function playwrightExport(machine: string, to?: string): Promise<PlaywrightExport | undefined> {
  const model = browserModelOf(machine);
  if (!model) return undefined;
  const plan = await planBrowserPaths(model);
  const exported = exportedPaths(plan, to);
  const file = `${EXPORT_FOLDER}/${machine}.paths.test.ts`;
  const notDriven = plan.notDriven.map((id) => ` *   ${id}`).join('\n');
  const text = `/**
 * Browser paths of the ${machine} machine, written by \`npm run paths -- ${machine} --format playwright${to ? ` --to ${to}` : ''}\`
 * (${plan.coverageLine}).
 *
 * Each path runs in a fresh Chromium profile (playwright-core, Debian's /usr/bin/chromium) against a
 * running \`npm start\`. Each step is done by the driver of the model-based browser tests that
 * \`do\` names (tests/e2e/model/${machine}.browser-model.ts), which checks that the user sees the
 * state \`sees\` names; the fresh browser is first checked to show \`start\`.
 *
 * Run it (save it as ${file}; npm start in another terminal):
 *   ${RUN_COMMAND} ${file}
 * With other ports, give this run the same WEB_PORT, API_PORT and IDP_PORT as npm start.
 *${notDriven ? `\n * Transitions of the machine no browser path takes:\n${notDriven}\n *` : ''}
 * Regenerate it after the machine or its browser model changes; a step the model cannot do from
 * the state before it fails the file at once, naming the steps it can do there.
 */
import { browserPaths } from '/tests/e2e/model/exported-paths';

browserPaths('${machine}', ${pathsLiteral(exported)});
`;
  return { coverageLine: plan.coverageLine, paths: exported.paths.length, text };
}
