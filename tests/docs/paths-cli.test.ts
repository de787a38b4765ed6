import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { notImplemented } from '../../machines/shared/not-implemented';
import { machineFolderNames, REPO_ROOT } from '../../scripts/statecharts/discover';
import { main } from '../../scripts/statecharts/paths';
import { FORMATS } from '../../src/pages/statecharts/model/path-format';
import { planTestPaths, STRATEGIES } from '../../src/pages/statecharts/model/test-paths';

const SOURCES = {
  machinesDir: join(import.meta.dirname, 'fixtures/machines'),
  fixturesDir: join(import.meta.dirname, 'fixtures/model'),
};

async function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    SOURCES,
  );
  return { code, stdout, stderr };
}

describe('npm run paths', () => {
  it('--format json lists each path with its steps: event with payload, expected state, tags, context and emitted events', async () => {
    const { code, stdout } = await run('door', '--format', 'json', '--strategy', 'shortest');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ machine: 'door', strategy: 'shortest', start: 'checking' });
    const toLocked = report.paths.find((path: { target: string }) =>
      path.target.startsWith('operating.door.locked'),
    );
    expect(toLocked.steps).toEqual([
      {
        from: 'checking',
        event: { type: 'xstate.done.actor.checkSensors', output: true },
        to: 'operating.door.closed, operating.alarm.armed',
        tags: [],
        facts: { code: null },
        emitted: [],
        sent: [],
      },
      {
        from: 'operating.door.closed, operating.alarm.armed',
        event: { type: 'door.lock', code: '1234' },
        to: 'operating.door.locked, operating.alarm.armed',
        tags: [],
        facts: { code: '1234' },
        emitted: [],
        sent: [],
      },
    ]);
  });

  it('the transitions strategy (the default) takes every transition any walk can reach, in fewer paths than shortest', async () => {
    const { stdout, stderr } = await run('door', '--format', 'json');
    const report = JSON.parse(stdout);
    expect(report.strategy).toBe('transitions');
    const simple = JSON.parse((await run('door', '--format', 'json', '--strategy', 'simple')).stdout);
    const shortest = JSON.parse((await run('door', '--format', 'json', '--strategy', 'shortest')).stdout);
    // The fixtures never force the door, so the two forced transitions are out of reach of every strategy.
    expect(report.coverage.transitions.missing).toEqual([
      'door.operating.door.closed on door.open #1',
      'door.operating.door.locked on always #1',
    ]);
    expect(simple.coverage.transitions.covered).toBeLessThanOrEqual(report.coverage.transitions.covered);
    expect(report.paths.length).toBeLessThan(shortest.paths.length);
    expect(stderr).toMatch(/^paths door \(transitions\): 2 paths, states 10\/10, transitions 11\/13\n$/);
  });

  it('every run prints the coverage line "states x/y, transitions x/y", whatever the strategy', async () => {
    for (const strategy of ['transitions', 'shortest', 'simple']) {
      const { stderr } = await run('door', '--strategy', strategy);
      expect(stderr).toMatch(
        new RegExp(`^paths door \\(${strategy}\\): .*states \\d+/\\d+, transitions \\d+/\\d+`),
      );
    }
  });

  it('--to a state no path reaches exits 1 and says so, instead of printing "0 paths"', async () => {
    const { code, stdout, stderr } = await run('gate', '--to', 'open', '--format', 'json');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain("No path reaches 'open'");
    expect(stderr).toContain('states 1/2, transitions 0/1');
  });

  it('the shortest strategy gives one path per reachable state configuration', async () => {
    const report = JSON.parse((await run('door', '--format', 'json', '--strategy', 'shortest')).stdout);
    const targets = report.paths.map((path: { target: string }) => path.target);
    expect(new Set(targets).size).toBe(targets.length);
    expect(targets).toContain('broken');
  });

  it('the simple strategy gives every way to a state that visits no state twice', async () => {
    const simple = JSON.parse((await run('door', '--format', 'json', '--strategy', 'simple')).stdout);
    expect(simple.strategy).toBe('simple');
    const toOpenedDisarmed = simple.paths.filter(
      (path: { target: string }) => path.target === 'operating.door.opened, operating.alarm.disarmed',
    );
    // Open then disarm, or disarm then open: both are simple paths, the shortest strategy keeps one.
    expect(toOpenedDisarmed.length).toBeGreaterThan(1);
    for (const path of toOpenedDisarmed) {
      const visited = [path.steps[0].from, ...path.steps.map((step: { to: string }) => step.to)];
      expect(new Set(visited).size).toBe(visited.length);
    }
  });

  it('--to keeps only the paths that end in that state', async () => {
    const report = JSON.parse((await run('door', '--format', 'json', '--to', 'broken')).stdout);
    expect(report.paths.map((path: { target: string }) => path.target)).toEqual(['broken']);
    expect(report.paths[0].steps).toHaveLength(1);
    expect(report.paths[0].steps[0].event).toEqual({
      type: 'xstate.error.actor.checkSensors',
      error: { name: 'Error', message: 'sensor offline' },
    });
  });

  it('--format md (the default) writes a readable table per path, with plain words for effects', async () => {
    const { code, stdout } = await run('door', '--to', 'operating.door.locked');
    expect(code).toBe(0);
    expect(stdout).toContain('# Test paths of the door machine (transitions)');
    expect(stdout).toContain(
      '| step | in state | send event | with data | then in state | expect | with context |',
    );
    expect(stdout).toContain('`xstate.done.actor.checkSensors` (checkSensors finishes)');
    expect(stdout).toContain(
      '| 2 | `operating.door.closed, operating.alarm.armed` | `door.lock` | `{"code":"1234"}` |',
    );
  });

  it('--format csv writes one row per step with quoted JSON payloads', async () => {
    const { stdout } = await run('door', '--format', 'csv', '--to', 'operating.door.locked');
    const rows = stdout.trim().split('\n');
    expect(rows[0]).toBe('path,variant,target,step,from,event,payload,to,expect,context');
    expect(rows).toContain(
      '1,,"operating.door.locked, operating.alarm.armed",2,"operating.door.closed, operating.alarm.armed",door.lock,"{""code"":""1234""}","operating.door.locked, operating.alarm.armed",,"{""code"":""1234""}"',
    );
  });

  it.each([[['--help']], [['-h']], [['door', '--help']]])(
    '%j prints a usage text with every strategy, format and fixture field, and exits 0',
    async (args) => {
      const { code, stdout, stderr } = await run(...args);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain('Usage: npm run paths -- <machine>');
      expect(stdout).toContain('the machine, one of: door, gate, house');
      // Each strategy and format named at the start of a line, with words after it.
      for (const name of [...STRATEGIES, ...FORMATS])
        expect(stdout).toMatch(new RegExp(`^ +${name} +\\w`, 'm'));
      expect(stdout).toContain('tests/model/fixtures/<machine>.fixtures.ts');
      for (const field of ['events', 'input', 'pathKey', 'variants'])
        expect(stdout).toMatch(new RegExp(`\\b${field}\\b`));
      expect(stdout).toMatch(/^ +npm run paths -- \w/m);
    },
  );

  it.each([
    [['nowhere'], "Unknown machine 'nowhere'. Choose one of: door, gate, house."],
    [
      ['door', '--strategy', 'longest'],
      "Unknown strategy 'longest'. Choose one of: transitions, shortest, simple.",
    ],
    [['door', '--format', 'xml'], "Unknown format 'xml'. Choose one of: md, json, csv, playwright."],
    [['door', '--to', 'ajar'], "Unknown state 'ajar'. Choose one of: checking, operating, operating.door,"],
    [[], 'Name one machine. Choose one of: door, gate, house.'],
    [['door', '--colour', 'red'], "Unknown option '--colour'"],
  ])(
    'a bad argument %j fails with exit code 2, names the valid choices and points to --help',
    async (args, message) => {
      const { code, stdout, stderr } = await run(...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(message);
      expect(stderr).toContain('Usage: npm run paths -- <machine>');
      expect(stderr).toContain('Run `npm run paths -- --help`');
    },
  );

  it('a machine without a fixtures file fails with exit code 1 and names the missing file', async () => {
    const { code, stderr } = await run('house');
    expect(code).toBe(1);
    expect(stderr).toContain('The house machine has no fixtures file: expected');
  });

  it('the real CLI prints paths of a project machine and its coverage line, exits 0, and exits 2 on a bad machine', async () => {
    const exec = promisify(execFile);
    const cli = ['tsx', 'scripts/statecharts/paths.ts'];
    const { stdout, stderr } = await exec('npx', [...cli, 'session', '--format', 'json'], { cwd: REPO_ROOT });
    expect(JSON.parse(stdout)).toMatchObject({ machine: 'session', start: expect.any(String) });
    expect(stderr).toContain('paths session (transitions):');
    const failure = await exec('npx', [...cli, 'no-such-machine'], { cwd: REPO_ROOT }).catch(
      (error) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain("Unknown machine 'no-such-machine'. Choose one of:");
  });
});

describe('QA paths of the project machines', () => {
  it('the transitions strategy takes 100 % of the transitions and visits every state of every machine', async () => {
    for (const name of machineFolderNames()) {
      let stderr = '';
      const code = await main([name, '--format', 'json'], {
        stdout: () => {},
        stderr: (text) => (stderr += text),
      });
      expect(code, stderr).toBe(0);
      const [, states, statesTotal, transitions, transitionsTotal] =
        stderr.match(/states (\d+)\/(\d+), transitions (\d+)\/(\d+)/) ?? [];
      expect(`${name}: ${states}/${statesTotal}, ${transitions}/${transitionsTotal}`).toBe(
        `${name}: ${statesTotal}/${statesTotal}, ${transitionsTotal}/${transitionsTotal}`,
      );
    }
  });
});

describe('planning test paths', () => {
  it('a machine whose guards the fixtures do not provide fails with a hint instead of wrong paths', () => {
    const machine = setup({ guards: { isOnline: () => notImplemented('isOnline') } }).createMachine({
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isOnline', target: 'online' }, { target: 'offline' }] },
        online: {},
        offline: {},
      },
    });
    expect(() => planTestPaths(machine, { strategy: 'shortest', events: [] })).toThrow(
      /isOnline is not implemented.*Provide fake guards and actions in the fixtures file/,
    );
  });
});
