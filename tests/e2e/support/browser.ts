import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
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
  /** 'block' is a first visit whose service worker has not taken over yet: every file comes from the network. */
  serviceWorkers?: 'allow' | 'block';
}

/** The browsers a test has open now, for the failure report (failure-report.ts). */
export const openBrowsers = new Set<E2eBrowser>();
/** What the browsers closed during the current test showed last (a test's afterEach may close one). */
export const closedBrowserReports: string[] = [];

/** Debian Chromium with a brand-new, empty profile (no cookies, no storage from earlier runs). */
export async function launchBrowser(options: BrowserOptions = {}): Promise<E2eBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'qap-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions(),
    headless: true,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor,
    serviceWorkers: options.serviceWorkers,
  });
  const cspViolations = await reportCspViolations(context);
  const page = context.pages()[0] ?? (await context.newPage());
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
      await rm(userDataDir, { recursive: true, force: true });
      // Issue 13: the whole browser suite fails on any CSP violation on any page it opened.
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
