import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './e2e-stack';
import { ibmViolations } from './ibm-audit';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * "<rule> (<impact>): <html> | <html>" for every axe violation on the page as it is now. Only
 * violations are collected node by node: axe still runs every rule, but skips building selectors
 * for every passing node, which took half of each audit's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
  );
}

/** What each engine finds on one page state. */
export interface EngineViolations {
  axe: string[];
  ibm: string[];
}

/**
 * The violations axe and the IBM Equal Access engine find per page state of one audit run, written
 * to test-artifacts/accessibility/<run>.json (or QAP_A11Y_REPORT_DIR) so a run's figures can be reported.
 */
export function createAuditReport(run: string) {
  const found: Record<string, EngineViolations> = {};
  return {
    async audit(page: Page, state: string): Promise<EngineViolations> {
      // A popup still fading in would be measured half-transparent (false colour-contrast failures).
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      const violations = { axe: await axeViolations(page), ibm: await ibmViolations(page) };
      found[state] = violations;
      return violations;
    },
    async save(): Promise<void> {
      const folder = process.env.QAP_A11Y_REPORT_DIR ?? path.join(ARTIFACTS_DIR, 'accessibility');
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${run}.json`), `${JSON.stringify(found, null, 2)}\n`);
    },
  };
}
