import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { notImplemented } from '../../machines/shared/not-implemented';
import { REPO_ROOT } from '../../scripts/statecharts/discover';
import { main } from '../../scripts/statecharts/paths';
import { planTestPaths } from '../../scripts/statecharts/test-paths';

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
  it('--format json lists each path with its steps (state, event with payload) and target state', async () => {
    const { code, stdout } = await run('door', '--format', 'json');
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
      },
      {
        from: 'operating.door.closed, operating.alarm.armed',
        event: { type: 'door.lock', code: '1234' },
        to: 'operating.door.locked, operating.alarm.armed',
      },
    ]);
  });

  it('the shortest strategy gives one path per reachable state configuration', async () => {
    const report = JSON.parse((await run('door', '--format', 'json')).stdout);
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
    expect(report.paths[0].steps[0].event).toEqual({
      type: 'xstate.error.actor.checkSensors',
      error: { name: 'Error', message: 'sensor offline' },
    });
  });

  it('--format md (the default) writes a readable table per path, with plain words for effects', async () => {
    const { code, stdout } = await run('door', '--to', 'operating.door.locked');
    expect(code).toBe(0);
    expect(stdout).toContain('# Test paths of the door machine (shortest)');
    expect(stdout).toContain('| step | in state | send event | with data | then in state |');
    expect(stdout).toContain('`xstate.done.actor.checkSensors` (checkSensors finishes)');
    expect(stdout).toContain(
      '| 2 | `operating.door.closed, operating.alarm.armed` | `door.lock` | `{"code":"1234"}` |',
    );
  });

  it('--format csv writes one row per step with quoted JSON payloads', async () => {
    const { stdout } = await run('door', '--format', 'csv', '--to', 'operating.door.locked');
    const rows = stdout.trim().split('\n');
    expect(rows[0]).toBe('path,target,step,from,event,payload,to');
    expect(rows).toContain(
      '1,"operating.door.locked, operating.alarm.armed",2,"operating.door.closed, operating.alarm.armed",door.lock,"{""code"":""1234""}","operating.door.locked, operating.alarm.armed"',
    );
  });

  it.each([
    [['nowhere'], "Unknown machine 'nowhere'. Choose one of: door, house."],
    [['door', '--strategy', 'longest'], "Unknown strategy 'longest'. Choose one of: shortest, simple."],
    [['door', '--format', 'xml'], "Unknown format 'xml'. Choose one of: md, json, csv."],
    [['door', '--to', 'ajar'], "Unknown state 'ajar'. Choose one of: checking, operating, operating.door,"],
    [[], 'Name one machine. Choose one of: door, house.'],
    [['door', '--colour', 'red'], "Unknown option '--colour'"],
  ])('a bad argument %j fails with exit code 2 and names the valid choices', async (args, message) => {
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('Usage: npm run paths -- <machine>');
  });

  it('a machine without a fixtures file fails with exit code 1 and names the missing file', async () => {
    const { code, stderr } = await run('house');
    expect(code).toBe(1);
    expect(stderr).toContain('The house machine has no fixtures file: expected');
  });

  it('the real CLI prints paths of a project machine and exits 0, and exits 2 on a bad machine', async () => {
    const exec = promisify(execFile);
    const cli = ['tsx', 'scripts/statecharts/paths.ts'];
    const { stdout } = await exec('npx', [...cli, 'session', '--format', 'json'], { cwd: REPO_ROOT });
    expect(JSON.parse(stdout)).toMatchObject({ machine: 'session', start: expect.any(String) });
    const failure = await exec('npx', [...cli, 'no-such-machine'], { cwd: REPO_ROOT }).catch(
      (error) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain("Unknown machine 'no-such-machine'. Choose one of:");
  }, 60_000);
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
