import type { AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { type RenewingUserManager, renewAfterRefusal } from '../../../src/app/compose/renew-after-refusal';
import type { Runtime } from '../../../src/app/compose/runtime';

/** A runtime whose root holds a session actor that records what it is sent. */
function runtimeWithSession() {
  const sent: unknown[] = [];
  const session = { send: (event: unknown) => sent.push(event) };
  const root = { system: { get: (id: string) => (id === SYSTEM_IDS.session ? session : undefined) } };
  const runtime: Runtime = { config: null, root: root as unknown as AnyActorRef };
  return { runtime, sent };
}

const managerWhose = (signinSilent: () => Promise<unknown>) => async () =>
  ({ signinSilent: vi.fn(signinSilent), refuse: vi.fn() }) as unknown as RenewingUserManager;

describe('a 401 gets one silent renewal, then sign-in', () => {
  it('a renewal that succeeds lets the call be retried and tells the session nothing', async () => {
    const { runtime, sent } = runtimeWithSession();
    const renewed = await renewAfterRefusal(
      managerWhose(async () => ({ access_token: 'new' })),
      runtime,
    );
    expect(renewed).toBe(true);
    expect(sent).toEqual([]);
  });

  it('a renewal that fails is not retried and tells the session its token is spent (it then signs out)', async () => {
    const { runtime, sent } = runtimeWithSession();
    const signinSilent = vi.fn(async () => {
      throw new Error('login_required');
    });
    const renewed = await renewAfterRefusal(
      async () => ({ signinSilent, refuse: vi.fn() }) as unknown as RenewingUserManager,
      runtime,
    );
    expect(renewed).toBe(false);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ type: 'session.accessTokenExpired' }]);
  });
});
