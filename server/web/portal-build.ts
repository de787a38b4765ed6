import { spawn } from 'node:child_process';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** What the built portal depends on: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'machines',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build',
  'vite.pwa.ts',
  'package-lock.json',
];

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestMtime(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
}

/** Why dist/ must be rebuilt, or undefined when it is up to date. */
export async function staleBuildReason(
  rootDir: string,
  distDir = path.join(rootDir, 'dist'),
): Promise<string | undefined> {
  const built = await stat(path.join(distDir, 'index.html')).catch(() => undefined);
  if (!built) return 'no build yet';
  for (const input of BUILD_INPUTS) {
    if ((await newestMtime(path.join(rootDir, input))) > built.mtimeMs)
      return `${input} changed since the last build`;
  }
  return undefined;
}

/**
 * Runs `vite build` in a child process (keeps the bundler's memory out of the server process),
 * always as a production build (a test runner's NODE_ENV=test would give React's development
 * build), into a fresh folder that then replaces dist/ in one rename, so a server already
 * serving dist/ never sees it half-written.
 */
export async function runViteBuild(
  rootDir: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const distDir = path.join(rootDir, 'dist');
  const freshDir = `${distDir}.building-${process.pid}-${Date.now()}`;
  try {
    await viteBuild(rootDir, freshDir, log);
    const oldDir = `${distDir}.old-${process.pid}-${Date.now()}`;
    await rename(distDir, oldDir).catch(() => undefined);
    await rename(freshDir, distDir);
    await rm(oldDir, { recursive: true, force: true });
  } finally {
    await rm(freshDir, { recursive: true, force: true });
  }
}

function viteBuild(rootDir: string, outDir: string, log: (line: string) => void): Promise<void> {
  const viteBin = path.join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: rootDir,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        if (output.trim()) log(output.trim());
        resolve();
      } else {
        reject(new Error(`vite build failed (exit ${code}):\n${output}`));
      }
    });
  });
}

/** Builds the portal when dist/ is missing or stale; says whether it built. */
export async function ensurePortalBuild(
  rootDir: string,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const reason = await staleBuildReason(rootDir);
  if (!reason) return false;
  log(`Building the portal (${reason})...`);
  await runViteBuild(rootDir, log);
  return true;
}
