import type { LaunchOptions } from 'playwright-core';

/**
 * How every QAP script and browser test launches Debian Chromium: one place for the path and
 * the flags that keep a headless run offline and quiet (no sandbox in containers, no GPU, no
 * background fetches).
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Options for `chromium.launch`: the shared path and flags. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}
