import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { SHARED_DIR } from '../../scripts/statecharts/discover';
import { emittedTypesFromSources } from '../../scripts/statecharts/emitted-types';
import { mermaidStateId, toMermaid } from '../../src/pages/statecharts/model/mermaid';
import { describeMachine } from '../../src/pages/statecharts/model/statechart-model';
import { doorMachine } from './fixtures/machines/door';

const DOOR_FOLDER = join(import.meta.dirname, 'fixtures/machines/door');
const door = describeMachine('door', doorMachine, {
  emittedTypes: emittedTypesFromSources(DOOR_FOLDER, SHARED_DIR),
});
const diagram = toMermaid(door);
const lines = diagram.split('\n').map((line) => line.trim());

describe('Mermaid statechart of a machine', () => {
  it('is a Mermaid stateDiagram-v2', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
  });

  it('draws nested states as composite states inside their parent', () => {
    const door = lines.indexOf('state "door" as operating__door {');
    const closed = lines.indexOf('state "closed" as operating__door__closed');
    expect(door).toBeGreaterThan(lines.indexOf('state "operating" as operating {'));
    expect(closed).toBeGreaterThan(door);
    expect(lines).toContain('[*] --> operating__door__closed');
  });

  it('separates the regions of a parallel state with --', () => {
    const separator = lines.indexOf('--');
    expect(separator).toBeGreaterThan(lines.indexOf('state "door" as operating__door {'));
    expect(separator).toBeLessThan(lines.indexOf('state "alarm" as operating__alarm {'));
  });

  it('labels transitions "event [guard]" (actions are in the tables) and a fallback "[otherwise]"', () => {
    expect(lines).toContain(
      'operating__door__closed --> broken : door.open [isForced and not (isCodeCorrect)]',
    );
    expect(lines).toContain('operating__door__closed --> operating__door__opened : door.open [otherwise]');
  });

  it('writes guards in the plain words of their descriptions', () => {
    const worded = toMermaid(
      describeMachine('door', doorMachine, {
        descriptions: {
          guards: { isForced: 'the door was forced', isCodeCorrect: 'the code is right' },
          actions: {},
        },
      }),
    );
    expect(worded).toContain(': door.open [the door was forced and not (the code is right)]');
  });

  it('merges transitions between the same two states into one edge, one line each', () => {
    expect(lines).toContain(
      'operating__door__locked --> operating__door__closed : door.unlock [hasMinimumOpenings]<br/>always [isForced]',
    );
    expect(
      lines.filter((line) => line.startsWith('operating__door__locked --> operating__door__closed')),
    ).toHaveLength(1);
  });

  it('labels delayed transitions "after 1000ms", and named delays with their milliseconds', () => {
    expect(lines).toContain(
      'operating__door__opened --> operating__door__closed : door.close<br/>after 60000ms<br/>after autoCloseDelay (3000ms)',
    );
  });

  it('labels the completion and failure of an invoked effect with its name', () => {
    expect(lines).toContain('state "checking (runs checkSensors)" as checking');
    expect(lines).toContain('checking --> operating : done: checkSensors');
    expect(lines).toContain('checking --> broken : error: checkSensors');
  });

  it('labels eventless transitions "always" and leads final states to the end mark', () => {
    expect(lines).toContain('broken --> [*]');
  });

  it('labels the end of a nested state "done: <state>"', () => {
    const machine = createMachine({
      id: 'job',
      initial: 'running',
      states: {
        running: {
          initial: 'step',
          states: { step: { on: { next: 'finished' } }, finished: { type: 'final' } },
          onDone: 'over',
        },
        over: {},
      },
    });
    expect(toMermaid(describeMachine('job', machine))).toContain('running --> over : done: running');
  });

  it('declares every state before the first transition, so Mermaid keeps each state in its own box', () => {
    const lastDeclaration = lines.findLastIndex((line) => line.startsWith('state '));
    const firstTransition = lines.findIndex((line) => / --> /.test(line) && !line.includes('[*]'));
    expect(firstTransition).toBeGreaterThan(lastDeclaration);
  });

  it('wraps the chart in a box named after the machine when the machine itself reacts to events', () => {
    expect(lines).toContain('state "door" as machine_root {');
    expect(lines).toContain('machine_root --> machine_root : door.inspect');
  });

  it('marks the highlighted current states for the live page', () => {
    const live = toMermaid(door, {
      highlight: [
        ['operating', 'door', 'opened'],
        ['operating', 'alarm', 'armed'],
      ],
    });
    expect(live).toContain('class operating__door__opened,operating__alarm__armed current');
    expect(live).toMatch(/classDef current /);
  });

  it('gives states ids Mermaid accepts, even for keys with dashes or dots', () => {
    expect(mermaidStateId(['signed-in', 'loading.user'])).toBe('signed_in__loading_user');
  });

  it('is the same text every time it is generated', () => {
    expect(toMermaid(describeMachine('door', doorMachine))).toBe(
      toMermaid(describeMachine('door', doorMachine)),
    );
  });
});
