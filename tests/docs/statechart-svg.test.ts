import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs } from '../../scripts/statecharts/build-docs';
import { discoverMachines } from '../../scripts/statecharts/discover';
import { toMermaid } from '../../src/pages/statecharts/model/mermaid';
import { describeMachine } from '../../src/pages/statecharts/model/statechart-model';
import { createSvgRenderer, type SvgRenderer, withStableIds } from '../../scripts/statecharts/svg-renderer';
import { doorMachine } from './fixtures/machines/door';

let renderer: SvgRenderer;

beforeAll(async () => {
  renderer = await createSvgRenderer();
});

afterAll(async () => {
  await renderer?.close();
});

describe('SVG pictures drawn by Mermaid in Chromium, offline', () => {
  it('draws every state of a nested, parallel machine with its label', async () => {
    const svg = await renderer.render(toMermaid(describeMachine('door', doorMachine)));
    expect(svg).toMatch(/^<svg/);
    for (const label of [
      'checking (runs checkSensors)',
      'closed',
      'opened',
      'locked',
      'armed',
      'disarmed',
      'broken',
    ]) {
      expect(svg).toContain(`>${label}<`);
    }
    expect(svg).toContain('after autoCloseDelay (3000ms)');
    // The first picture also loads the ELK layout engine into the page.
  });

  it('draws the same picture bytes every time, so committed pictures only change with the machine', async () => {
    const text = toMermaid(describeMachine('door', doorMachine));
    expect(await renderer.render(text)).toBe(await renderer.render(text));
    expect(
      withStableIds(
        '<g id="statechart-state-id-x7k2-7-1"/><g id="statechart-state-id-x7k2-7-2"/><g id="statechart-state-id-q9z-8-1"/>',
      ),
    ).toBe(
      '<g id="statechart-state-id-divider1-1"/><g id="statechart-state-id-divider1-2"/><g id="statechart-state-id-divider2-1"/>',
    );
  });

  it('draws the system picture (a flowchart with rounded boxes) the same every time', async () => {
    const text = buildDocs(await discoverMachines()).mermaid.get('system') ?? '';
    expect(text).toMatch(/^flowchart/);
    expect(await renderer.render(text)).toBe(await renderer.render(text));
  });

  it('rejects text that is not a valid diagram, so a broken chart cannot be committed silently', async () => {
    await expect(renderer.render('stateDiagram-v2\n  a --> : {')).rejects.toThrow();
  });

  it("every project machine's diagram is valid Mermaid", async () => {
    const { mermaid } = buildDocs(await discoverMachines());
    for (const [name, text] of mermaid) {
      const svg = await renderer.render(text).catch((error: unknown) => `${name}: ${String(error)}`);
      expect(svg, name).toMatch(/^<svg/);
    }
  });
});
