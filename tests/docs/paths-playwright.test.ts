import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/statecharts/discover';
import { main } from '../../scripts/statecharts/paths';
import { pathTitle, planBrowserPaths } from '../e2e/model/browser-model';
import { browserModelOf } from '../e2e/model/browser-models';
import { npmStartUrls, resolveExportedPaths } from '../e2e/model/exported-paths';

async function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

// Inside the repository: the exported files import their runner from its root.
const folder = await mkdtemp(join(REPO_ROOT, 'test-artifacts', 'paths-check-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The names of the tests Vitest collects from `files` under the exported paths' own config. */
async function collectedTests(files: string[]): Promise<string[]> {
  const list = join(folder, 'collected.json');
  const config = 'tests/e2e/model/exported-paths.config.ts';
  await promisify(execFile)('npx', ['vitest', 'list', '--config', config, `--json=${list}`, ...files], {
    cwd: REPO_ROOT,
  });
  const tests = JSON.parse(await readFile(list, 'utf8')) as { name: string }[];
  // Vitest names a test "<describe> > <it>".
  return tests.map((test) => test.name.split(' > ').at(-1) ?? '');
}

describe('npm run paths -- <machine> --format playwright', () => {
  it('the session and environment exports are test files that collect one browser test per planned browser path, named as the model-based browser tests name them', async () => {
    const files: string[] = [];
    const expected: string[] = [];
    await mkdir(folder, { recursive: true });
    for (const machine of ['session', 'environment']) {
      const { code, stdout, stderr } = await run(machine, '--format', 'playwright');
      expect(code, stderr).toBe(0);
      expect(stderr).toMatch(new RegExp(`^browser paths ${machine}: \\d+ paths, states \\d+/\\d+`, 'm'));
      expect(stdout).toContain("import { browserPaths } from '/tests/e2e/model/exported-paths';");
      expect(stdout).toContain('npx vitest run --config tests/e2e/model/exported-paths.config.ts');
      const file = join(folder, `${machine}.paths.test.ts`);
      await writeFile(file, stdout);
      files.push(relative(REPO_ROOT, file));
      const model = browserModelOf(machine);
      if (!model) throw new Error(`no browser model for ${machine}`);
      const plan = await planBrowserPaths(model);
      expected.push(
        ...plan.paths.map((path) => `${pathTitle(path, plan)}: the user sees each state the machine reaches`),
      );
    }
    expect(expected.length).toBeGreaterThan(4);
    expect((await collectedTests(files)).sort()).toEqual(expected.sort());
  });

  it('a step the browser model cannot do in the state before it fails the file when it loads, naming the steps it can do there', () => {
    const start = { state: 'idle', facts: null };
    const switched = { do: 'the user switches to Training', sees: 'ready', facts: null };
    expect(() => resolveExportedPaths('environment', { start, paths: [[switched]] })).toThrow(
      "The environment browser model cannot do 'the user switches to Training' in 'idle'. There it can do: 'the portal opens for a user who signed in earlier, the environments held back', 'a first visit opens the portal, the tenant environment held back'.",
    );
    const unseen = { ...switched, do: 'the tenant environment arrives', sees: 'nowhere' };
    expect(() =>
      resolveExportedPaths('environment', {
        start: { state: 'loadingTenant', facts: null },
        paths: [[unseen]],
      }),
    ).toThrow("says nothing of what 'nowhere' looks like");
  });

  it('runs against the addresses npm start serves on, from the same variables', () => {
    expect(npmStartUrls({}).urls).toEqual({
      web: 'http://localhost:5173',
      api: 'http://localhost:5174',
      idp: 'http://localhost:5175',
    });
    expect(npmStartUrls({ WEB_PORT: '6173', IDP_URL: 'https://id.example.test/' }).urls).toMatchObject({
      web: 'http://localhost:6173',
      idp: 'https://id.example.test',
    });
  });

  it('--help explains the playwright format and how to run its file', async () => {
    const { stdout } = await run('--help');
    expect(stdout).toMatch(/^ +playwright +\w/m);
    expect(stdout).toContain('npx vitest run --config tests/e2e/model/exported-paths.config.ts <file>');
    expect(stdout).toContain(
      'npm run paths -- session --format playwright > test-artifacts/paths/session.paths.test.ts',
    );
  });

  it.each([
    [
      ['sync', '--format', 'playwright'],
      "Unknown machine with browser paths 'sync'. Choose one of: session, language, environment, filter.",
    ],
    [['session', '--format', 'playwright', '--strategy', 'shortest'], 'strategy transitions only'],
  ])('%j fails with exit code 2 and says why', async (args, message) => {
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });

  it('--to a state no browser path ends in exits 1 and says so', async () => {
    const { code, stdout, stderr } = await run('environment', '--format', 'playwright', '--to', 'loading');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain("No browser path reaches 'loading'.");
  });
});
