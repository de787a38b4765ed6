import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** No axe-core violation on the page, or only within `include` (a CSS selector) when given. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // Selectors for the violations only: the passing nodes are not needed (see axe-audit.ts).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}
