import type { Locator, Page } from 'playwright-core';
import { camelName, discoverMachines } from '../../../scripts/statecharts/discover';
import { type ExpectedEdge, expectedEdges } from '../../../src/pages/statecharts/model/mermaid';
import { describeMachine } from '../../../src/pages/statecharts/model/statechart-model';
import { missingTransitions, svgWidth } from '../../../scripts/statecharts/svg-edges';
import en from '../../../src/services/i18n/locales/en-US/statecharts.json';

/**
 * The live /statecharts diagrams against the machine definitions (no transition may be
 * missing from the live view either), read with the same SVG reader as the committed pictures'
 * completeness test (scripts/statecharts/svg-edges.ts).
 */

/** Machine id (as the app names its actors) by the English name on its tab. */
const MACHINE_BY_TAB = new Map(Object.entries(en.machines).map(([id, name]) => [name, id]));

/** Every machine's transitions as edges, from machines/<name>/ (the definitions, not the page). */
export async function definedEdges(): Promise<Map<string, ExpectedEdge[]>> {
  const machines = await discoverMachines();
  return new Map(
    machines.map(({ name, machine, descriptions }) => [
      camelName(name),
      expectedEdges(describeMachine(name, machine, { descriptions })),
    ]),
  );
}

/** A machine tab's statechart (not the sequence diagram below the tabs). */
export const liveStatechart = (page: Page, tab: string): Locator =>
  page.getByRole('tabpanel', { name: tab }).locator('svg[aria-roledescription="stateDiagram"]');

export interface LiveDiagramCheck {
  machine: string;
  /** The width the reader sees at 100 % zoom, in CSS px. */
  width: number;
  /** The picture's own width (its viewBox). */
  viewBoxWidth: number;
  missing: string[];
}

/** Opens each machine's tab of the live page and compares its drawn edges with the definition. */
export async function checkLiveDiagrams(
  page: Page,
  edges: Map<string, ExpectedEdge[]>,
): Promise<LiveDiagramCheck[]> {
  const tabs = page.getByRole('tablist', { name: en.machinePicker }).getByRole('tab');
  const checks: LiveDiagramCheck[] = [];
  for (const name of await tabs.allTextContents()) {
    const machine = MACHINE_BY_TAB.get(name) ?? `(no machine named "${name}")`;
    await tabs.getByText(name, { exact: true }).click();
    const svg = liveStatechart(page, name);
    await svg.waitFor({ timeout: 30_000 });
    const markup = await svg.evaluate((element) => element.outerHTML);
    checks.push({
      machine,
      width: await svg.evaluate((element) => Math.round(element.getBoundingClientRect().width)),
      viewBoxWidth: Math.round(svgWidth(markup)),
      missing: edges.has(machine)
        ? missingTransitions(edges.get(machine) ?? [], markup)
        : ['the machine definition was not found'],
    });
  }
  return checks;
}
