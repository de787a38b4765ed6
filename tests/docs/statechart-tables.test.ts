import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, enqueueActions, setup } from 'xstate';
import { actorTree } from '../../scripts/statecharts/actor-tree';
import { buildDocs } from '../../scripts/statecharts/build-docs';
import { discoverMachines, SHARED_DIR } from '../../scripts/statecharts/discover';
import { emittedTypesFromSources } from '../../scripts/statecharts/emitted-types';
import { toMarkdown } from '../../scripts/statecharts/markdown';
import { USAGE } from '../../scripts/statecharts/paths';
import { toReadme } from '../../scripts/statecharts/readme';
import { describeMachine } from '../../src/pages/statecharts/model/statechart-model';
import { doorMachine } from './fixtures/machines/door';
import { houseMachine } from './fixtures/machines/house';

const FIXTURE_MACHINES = join(import.meta.dirname, 'fixtures/machines');
const door = describeMachine('door', doorMachine, {
  emittedTypes: emittedTypesFromSources(join(FIXTURE_MACHINES, 'door'), SHARED_DIR),
});
const doc = toMarkdown(door);

function section(title: string): string {
  const start = doc.indexOf(`## ${title}\n`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

describe('statechart tables of a machine', () => {
  it('embeds the diagram in a mermaid code block and links the picture', () => {
    expect(doc).toContain('```mermaid\nstateDiagram-v2\n');
    expect(doc).toContain('[door.svg](door.svg)');
  });

  it("a state's meaning is its description from the machine", () => {
    expect(section('States')).toContain('| `broken` | final | Needs a technician. |');
  });

  it('a state without a description shows its name in words, in italics', () => {
    expect(section('States')).toContain('| `operating.alarm.disarmed` | simple | _disarmed_ |');
  });

  it('lists tags and invoked effects per state, and which child a nested state starts in', () => {
    expect(section('States')).toContain(
      '| `checking` | simple | Reads the sensors before accepting commands. | `busy` |  |  | `checkSensors` |',
    );
    expect(section('States')).toContain('| `operating.door` | nested, starts in `closed` |');
  });

  it('hides the timer bookkeeping XState adds for delayed transitions', () => {
    expect(section('States')).not.toContain('xstate.after');
    expect(section('States')).not.toContain('`cancel`');
  });

  it('lists every event with the states that accept it and the transition description', () => {
    expect(section('Events')).toContain(
      '| `alarm.toggle` | `operating.alarm.armed`, `operating.alarm.disarmed` | _toggle_ |',
    );
    expect(section('Events')).toContain(
      '| `door.close` | `operating.door.opened` | Someone shuts the door. |',
    );
  });

  it('lists each named guard, including those inside and/not, with where it is checked', () => {
    expect(section('Guards')).toContain(
      '| `isCodeCorrect` | _is code correct_ | operating.door.closed on door.open |',
    );
    expect(section('Guards')).toContain(
      '| `isForced` | _is forced_ | operating.door.closed on door.open, operating.door.locked on always |',
    );
  });

  it('lists every action with what it does and where it runs (entry, exit, transition)', () => {
    expect(section('Actions')).toContain(
      '| `raiseAlarm` | _raise alarm_ | operating.door.closed on door.open; operating.door.opened on after 60000ms |',
    );
  });

  it('lists named and inline delays with their milliseconds', () => {
    expect(section('Delays')).toContain('| `autoCloseDelay` | 3000 | `operating.door.opened` |');
    expect(section('Delays')).toContain('| `60000` | 60000 | `operating.door.opened` |');
  });

  it('lists emitted events from emit actions and from the machine types', () => {
    expect(section('Emitted events')).toContain('| `door.alarmRaised` | `raiseAlarm` |');
    expect(section('Emitted events')).toContain('| `door.inspected` | (computed: see transition actions) |');
  });

  it('escapes pipes so a guard "a || b" does not break the table', () => {
    const model = { ...door, transitions: [{ ...door.transitions[0], guard: '(a || b)' }] };
    expect(toMarkdown(model)).toContain('`(a \\|\\| b)`');
  });
});

describe('statechart README', () => {
  it('draws the actor tree: which child the root starts, with its system id', () => {
    const machines = new Map<string, AnyStateMachine>([
      ['house', houseMachine],
      ['door', doorMachine],
    ]);
    const tree = actorTree('house', machines);
    expect(tree).toEqual({
      name: 'house',
      systemId: undefined,
      children: [{ name: 'door', systemId: 'front-door', children: [] }],
    });
    const readme = toReadme([door], { root: tree, source: 'definition' });
    expect(readme).toContain("Read from the `house` machine's definition");
    expect(readme).toContain('- **house**\n  - **door** (system id `front-door`)');
  });

  it('counts a project machine declared in setup({ actors }) as a child when its spawn is hidden in enqueueActions', () => {
    const garage = setup({ actors: { door: doorMachine } }).createMachine({
      entry: enqueueActions(({ enqueue }) => enqueue.spawnChild('door', { systemId: 'garage-door' })),
    });
    const machines = new Map<string, AnyStateMachine>([
      ['garage', garage],
      ['door', doorMachine],
    ]);
    expect(actorTree('garage', machines, { door: 'garage-door' })).toEqual({
      name: 'garage',
      systemId: undefined,
      children: [{ name: 'door', systemId: 'garage-door', children: [] }],
    });
  });

  it('indexes every machine with links to its diagram and picture', async () => {
    const docs = buildDocs(await discoverMachines(FIXTURE_MACHINES));
    const readme = docs.markdown.get('README.md') ?? '';
    expect(readme).toContain('| door | A door with a lock and an alarm. | 10 | ');
    expect(readme).toContain('[house.md](house.md)');
    expect([...docs.markdown.keys()].sort()).toEqual([
      'README.md',
      'door.md',
      'gate.md',
      'house.md',
      'system.md',
    ]);
    // No `app` among the fixtures: the tree is the one the project's system ids plan.
    expect(readme).toContain('- **app** (system id `app`)\n  - **session** (system id `session`)');
  });

  it('explains to non-programmers how to read the diagrams and produce test paths', () => {
    const readme = toReadme([door], { root: { name: 'door', children: [] }, source: 'definition' });
    expect(readme).toContain('## How to read a diagram');
    // The command line the CLI itself prints, so a new option or format cannot be left out.
    expect(readme).toContain(USAGE.replace('Usage: ', ''));
  });
});
