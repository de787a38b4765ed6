import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * IBM's rule set for WCAG 2.2 A and AA: the same standard as the axe tags, so the two engines judge
 * one bar. (Its "IBM_Accessibility" set adds IBM's own requirements beyond WCAG.)
 */
export const IBM_POLICY = 'WCAG_2_2';

/** One result of the engine's report, as far as the audit reads it. */
interface IbmResult {
  ruleId: string;
  /** [what the rule is: VIOLATION or RECOMMENDATION, what it found: PASS, FAIL, POTENTIAL or MANUAL] */
  value: [string, string];
  message: string;
  snippet: string;
}

declare const ace: {
  Checker: new () => { check(root: Document, policies: string[]): Promise<{ results: IbmResult[] }> };
};

let engineSource: Promise<string> | undefined;
const readEngine = () => {
  engineSource ??= readFile(
    createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
    'utf8',
  );
  return engineSource;
};

/**
 * "<rule>: <message> | <html>" for every violation the IBM Equal Access engine finds on the page as
 * it is now (a rule of the policy that fails; its "potential" findings ask a person to judge). Evaluated, not added as a script tag, so the portal's Content-Security-Policy does not
 * refuse it (as for axe).
 */
export async function ibmViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(await readEngine());
  return page.evaluate(async (policy) => {
    const { results } = await new ace.Checker().check(document, [policy]);
    return results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => `${result.ruleId}: ${result.message} | ${result.snippet.slice(0, 160)}`);
  }, IBM_POLICY);
}
