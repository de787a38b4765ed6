import { afterAll, beforeAll } from 'vitest';
import type { BrowserOptions, E2eBrowser } from './browser';
import { type E2eStack, startE2eStack } from './e2e-stack';
import { openSignedInBrowser } from './sign-in';

/**
 * For one describe block: a fresh stack and a browser signed in as `email` before its tests,
 * both stopped after them. The getters read what the hooks set.
 */
export function useSignedInStack(
  email: string,
  options: BrowserOptions = {},
): { stack: () => E2eStack; browser: () => E2eBrowser } {
  let stack: E2eStack | undefined;
  let browser: E2eBrowser | undefined;
  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await openSignedInBrowser(`${stack.urls.web}/`, email, options);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} did not start`);
    return value;
  };
  return { stack: () => started(stack, 'stack'), browser: () => started(browser, 'browser') };
}
