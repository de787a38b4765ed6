import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, type StatechartDocs } from '../../scripts/statecharts/build-docs';
import { DOCS_DIR, type DiscoveredMachine, discoverMachines } from '../../scripts/statecharts/discover';
import { expectedEdges } from '../../src/pages/statecharts/model/mermaid';
import { missingTransitions, svgWidth } from '../../scripts/statecharts/svg-edges';

// Analysts review the pictures, so a picture that drops a transition misleads them.
const REGENERATE = 'Run `npm run docs:statecharts -- --svg` and commit docs/statecharts/.';
const MAX_WIDTH_PX = 1400;

let machines: DiscoveredMachine[];
let docs: StatechartDocs;

beforeAll(async () => {
  machines = await discoverMachines();
  docs = buildDocs(machines);
});

const picture = (name: string) => readFileSync(join(DOCS_DIR, `${name}.svg`), 'utf8');

describe('statechart pictures show every transition of the machine definition', () => {
  it('every transition of every machine is an edge between its states, labelled with its trigger and condition', () => {
    for (const model of docs.models) {
      const expected = expectedEdges(model);
      const missing = missingTransitions(expected, picture(model.name));
      console.log(
        `statechart ${model.name}: transitions drawn ${expected.length - missing.length}/${model.transitions.length}`,
      );
      expect(missing, `${model.name}.svg misses transitions. ${REGENERATE}`).toEqual([]);
      expect(expected).toHaveLength(
        model.transitions.reduce((n, t) => n + Math.max(t.targetPaths.length, 1), 0),
      );
    }
  });

  it('a picture that lost an edge fails the comparison, naming the lost transition', () => {
    const model = docs.models.find((m) => m.name === 'session');
    if (!model) throw new Error('the session machine is missing');
    const svg = picture('session');
    // As if the renderer had drawn the sign-out edge without its label.
    const doctored = svg.replace('>session.signOut<', '><');
    expect(svg).not.toBe(doctored);
    expect(missingTransitions(expectedEdges(model), doctored)).toEqual([
      'signedIn --session.signOut--> signingOut',
    ]);
  });

  it('every picture is well-formed XML, so a browser or an <img> shows all of it', () => {
    // jsdom's DOMParser reads image/svg+xml strictly, as a browser does.
    const { DOMParser } = new JSDOM().window;
    const malformed = docs.models
      .map((model) => model.name)
      .filter((name) => {
        const parsed = new DOMParser().parseFromString(picture(name), 'image/svg+xml');
        return (
          parsed.getElementsByTagName('parsererror').length > 0 || parsed.documentElement.nodeName !== 'svg'
        );
      });
    expect(malformed, REGENERATE).toEqual([]);
  });

  it(`every picture is at most ${MAX_WIDTH_PX} px wide`, () => {
    const wide = docs.models
      .map((model) => ({ name: model.name, width: svgWidth(picture(model.name)) }))
      .filter(({ width }) => !(width <= MAX_WIDTH_PX));
    expect(wide).toEqual([]);
  });
});

describe('guards and actions are explained in plain words', () => {
  it('every guard and named action of every machine has a description next to the machine', () => {
    const unexplained = machines.flatMap(({ name, machine, descriptions }) => [
      ...Object.keys(machine.implementations.guards)
        .filter((guard) => !descriptions?.guards[guard])
        .map((guard) => `${name}: guard ${guard} (machines/${name}/${name}.descriptions.ts)`),
      ...Object.keys(machine.implementations.actions)
        .filter((action) => !descriptions?.actions[action])
        .map((action) => `${name}: action ${action} (machines/${name}/${name}.descriptions.ts)`),
    ]);
    expect(unexplained).toEqual([]);
  });

  it('a guarded transition is labelled with the words of its guard, and its unguarded fallback [otherwise]', () => {
    const session = docs.mermaid.get('session') ?? '';
    expect(session).toContain('done: loadStoredUser [a user was found whose token has not expired]');
    expect(session).toContain('done: loadStoredUser [otherwise]');
    expect(session).toContain(
      'after silentRenewRetry (5000ms) [the silent renewal has not been retried yet]',
    );
  });
});
