import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium-launch';
import { describePages } from './page-report';

export interface E2eBrowser {
  context: BrowserContext;
  page: Page;
  /** Browser console errors and failed page scripts, for assertions and debugging. */
  consoleErrors: string[];
  /** "<status> <method> <url>" of every response with status 400 or above. */
  failedResponses: string[];
  /** Content-Security-Policy violations seen in any frame; close() fails when there are any. */
  cspViolations: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
  /** 2 with a 640 px viewport is a 1280 px window at 200 % zoom (WCAG reflow). */
  deviceScaleFactor?: number;
  /**
   * 'block' (the default) is a first visit whose service worker has not taken over yet: every file
   * comes from the network, and no worker precaches the whole shell (4 MB) in every new context.
   * 'allow' for the tests of offline reading.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Cookies and local storage to start with (a signed-in user's, see sign-in.ts). */
  storageState?: BrowserContextOptions['storageState'];
  /** false: what a browser paints from the HTML and CSS alone. */
  javaScriptEnabled?: boolean;
}

/** The browsers a test has open now, for the failure report (setup.ts). */
export const openBrowsers = new Set<E2eBrowser>();
/** What the browsers closed during the current test showed last (a test's afterEach may close one). */
export const closedBrowserReports: string[] = [];

let sharedChromium: Promise<Browser> | undefined;

/** One Chromium per test file (started on first use, closed by `closeSharedChromium`). */
function chromiumOfThisFile(): Promise<Browser> {
  sharedChromium ??= chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  return sharedChromium;
}

/** Closes the test file's Chromium; the e2e setup file calls it after the file's last test. */
export async function closeSharedChromium(): Promise<void> {
  const launched = sharedChromium;
  sharedChromium = undefined;
  await (await launched?.catch(() => undefined))?.close();
}

/**
 * `E2E_CPU_SLOWDOWN=4` (set by `npm run test:soak -- e2e --cpu-slowdown 4`) runs every page four
 * times slower, as a cheap phone would: races between the page and the test show up.
 */
async function slowDownCpu(context: BrowserContext, page: Page): Promise<void> {
  const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (!(rate > 1)) return;
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A brand-new, empty browser context (no cookies, no storage) in the test file's Chromium. */
export async function launchBrowser(options: BrowserOptions = {}): Promise<E2eBrowser> {
  const context = await (await chromiumOfThisFile()).newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor,
    serviceWorkers: options.serviceWorkers ?? 'block',
    storageState: options.storageState,
    javaScriptEnabled: options.javaScriptEnabled,
  });
  context.on('page', (opened) => void slowDownCpu(context, opened).catch(() => undefined));
  const cspViolations = await reportCspViolations(context);
  const page = await context.newPage();
  await slowDownCpu(context, page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const failedResponses: string[] = [];
  context.on('response', (response) => {
    if (response.status() >= 400)
      failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const browser: E2eBrowser = {
    context,
    page,
    consoleErrors,
    failedResponses,
    cspViolations,
    close: async () => {
      openBrowsers.delete(browser);
      closedBrowserReports.push(await describePages(browser));
      await context.close();
      // The whole browser suite fails on any CSP violation on any page it opened.
      if (cspViolations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    },
  };
  openBrowsers.add(browser);
  return browser;
}

/** Every frame of every page reports its `securitypolicyviolation` events back to the test. */
async function reportCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__qapCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __qapCspViolation?: (text: string) => void }).__qapCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}
