import { afterEach, describe, expect, it, vi } from 'vitest';
import { printBanner, stopOnSignals } from '../../../scripts/stack-cli';
import { readServerConfig } from '../../../server/config/server-config';
import type { RunningStack } from '../../../server/stack';

/** What `npm start` prints for a stack in or out of demo mode. */
function bannerOf(demoMode: boolean): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const stack = {
    urls: { web: 'http://127.0.0.1:9173', api: 'http://127.0.0.1:9174', idp: 'http://127.0.0.1:9175' },
    config: { demoMode, dataDir: '/tmp/qap-data', databaseUrl: undefined },
  } as unknown as RunningStack;
  printBanner(stack);
  return log.mock.calls.map((args) => args.join(' ')).join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('demo mode stays the default but prints a loud warning at start', () => {
  it('demo mode is the laptop default, and QAP_DEMO_MODE=0 turns it off', () => {
    expect(readServerConfig({}).demoMode).toBe(true);
    expect(readServerConfig({ QAP_DEMO_MODE: '0' }).demoMode).toBe(false);
  });

  it('in demo mode the banner warns that it is not for production and names QAP_DEMO_MODE=0', () => {
    const banner = bannerOf(true);
    expect(banner).toMatch(/!!! DEMO MODE/);
    expect(banner).toMatch(/Not for production: set QAP_DEMO_MODE=0/);
  });

  it('out of demo mode there is no warning and no demo accounts', () => {
    const banner = bannerOf(false);
    expect(banner).not.toMatch(/DEMO MODE/);
    expect(banner).not.toMatch(/demo accounts/);
    expect(banner).toMatch(/http:\/\/127\.0\.0\.1:9173/);
  });
});

describe('SIGTERM stops the stack gracefully, once', () => {
  it('the signal runs the stack’s stop (which lets requests in flight finish) and exits only after it', async () => {
    const handlers = new Map<string, (signal: NodeJS.Signals) => void>();
    vi.spyOn(process, 'on').mockImplementation(((
      event: string,
      handler: (signal: NodeJS.Signals) => void,
    ) => {
      handlers.set(event, handler);
      return process;
    }) as typeof process.on);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as typeof process.exit);
    let finishStop: () => void = () => {};
    const stop = vi.fn(() => new Promise<void>((resolve) => (finishStop = resolve)));
    stopOnSignals(stop);

    handlers.get('SIGTERM')?.('SIGTERM');
    handlers.get('SIGTERM')?.('SIGTERM');
    expect(stop).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(exit).not.toHaveBeenCalled();
    finishStop();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });
});
