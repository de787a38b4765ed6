import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Which part of the world outside the machines sends each event a machine accepts: read from the
 * portal's code (`src/`), every file that writes the event out (`{ type: 'session.signIn' }`),
 * named by where it lives. The live statecharts page and the inspector are left out: they send
 * whatever event a person picks, for inspection.
 */

export interface OutsideSender {
  event: string;
  /** Repository-relative file that sends it. */
  file: string;
  /** The outside source in words: router, identity library, network, user, ... */
  source: string;
}

/** File path (repository-relative) -> the outside source it stands for; the first match wins. */
export const OUTSIDE_SOURCES: [RegExp, string][] = [
  [/^src\/app\/router\//, 'router (the address)'],
  [
    /session-events\.ts$/,
    "identity library (this tab's sign-in and renewals; another tab's sign-in, renewal or sign-out through storage)",
  ],
  [/connection-events\.ts$/, "network (the browser's online event)"],
  [/create-adapters\.ts$/, 'network (an answer served from the device while offline)'],
  [/renew-after-refusal\.ts$/, 'network (the API refused the access token)'],
  [/boot\.tsx$/, "browser window (the page is closed: 'pagehide')"],
  [/remote-data\.hooks\.ts$/, "a page's component (its data opened, asked again or closed)"],
  [/^src\/(app\/hooks|components|pages)\/|StartGate\.tsx$/, 'user (a click or a choice on a page)'],
];

const LEFT_OUT = /^src\/(pages\/statecharts|app\/inspector)\/|\.test\.tsx?$/;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export function outsideSourceOf(file: string): string {
  return OUTSIDE_SOURCES.find(([pattern]) => pattern.test(file))?.[1] ?? `portal (${file})`;
}

export function outsideSenders(repoRoot: string, acceptedEvents: Set<string>): OutsideSender[] {
  const senders: OutsideSender[] = [];
  for (const path of sourceFiles(join(repoRoot, 'src')).sort()) {
    const file = relative(repoRoot, path);
    if (LEFT_OUT.test(file)) continue;
    const text = readFileSync(path, 'utf8');
    const events = new Set([...text.matchAll(/\btype:\s*'([\w.]+)'/g)].map(([, type]) => type));
    for (const event of [...events].filter((type) => acceptedEvents.has(type)).sort()) {
      senders.push({ event, file, source: outsideSourceOf(file) });
    }
  }
  return senders;
}
