import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTitle, planBrowserPaths } from './model/browser-model';
import { BROWSER_MODELS } from './model/browser-models';
import { runInFreshBrowser } from './model/run-in-fresh-browser';
import { type E2eStack, startE2eStack } from './support/e2e-stack';

/**
 * Model-based browser tests. For each machine, the paths come from the machine
 * (`planBrowserPaths`), each one is driven in a fresh Chromium profile against the real stack; the
 * fresh browser must show the path's starting state, and after every step the user's view must
 * match the state the machine says comes next.
 */
let stack: E2eStack | undefined;
beforeAll(async () => {
  stack = await startE2eStack();
});
afterAll(async () => {
  await stack?.stop();
});

for (const model of BROWSER_MODELS) {
  const plan = await planBrowserPaths(model);
  describe(`${model.machine} machine, paths planned from the machine, driven in Chromium`, () => {
    it(`plans paths over every event the browser can produce, reaching no less than before (${plan.coverageLine})`, () => {
      // What no browser path takes yet, for docs/model-testing.md's "Not driven yet".
      console.log([plan.coverageLine, ...plan.notDriven.map((id) => `  not driven: ${id}`)].join('\n'));
      expect(plan.covered.states).toBeGreaterThanOrEqual(model.reaches.states);
      expect(plan.covered.transitions).toBeGreaterThanOrEqual(model.reaches.transitions);
    });
    for (const path of plan.paths) {
      it(`${pathTitle(path, plan)}: the user sees each state the machine reaches`, async () => {
        if (!stack) throw new Error('the stack did not start');
        await runInFreshBrowser(path, plan, model, stack);
      });
    }
  });
}
