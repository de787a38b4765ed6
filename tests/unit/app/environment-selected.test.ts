import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createRuntime, whenEnvironmentSelected } from '../../../src/app/compose/runtime';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';

/** The environment machine's states as calls see them: their tags and the selection. */
const environmentLike = setup({}).createMachine({
  context: { selectedId: 'afya-training' as string | null },
  initial: 'idle',
  states: {
    idle: { on: { refresh: 'loading' } },
    loading: {
      tags: ['busy', 'signedIn'],
      on: { listed: { target: 'ready', actions: () => {} }, failed: 'failed' },
    },
    ready: { tags: ['signedIn'] },
    failed: { tags: ['error', 'signedIn'] },
  },
});

function runtimeWithEnvironment() {
  const environment = createActor(environmentLike).start();
  const runtime = createRuntime();
  runtime.root = {
    system: { get: (id: string) => (id === SYSTEM_IDS.environment ? environment : undefined) },
  } as never;
  return { runtime, environment };
}

const settled = async (promise: Promise<void>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(r, 0, 'waiting')),
  ]);

describe("signed-in calls wait for this sign-in's environment list (a kept selection may be another user's)", () => {
  it('with a selection kept on the device, a call waits while the list loads and goes once it has answered', async () => {
    const { runtime, environment } = runtimeWithEnvironment();
    const call = whenEnvironmentSelected(runtime);
    expect(await settled(call)).toBe('waiting');
    environment.send({ type: 'refresh' });
    expect(await settled(call)).toBe('waiting');
    environment.send({ type: 'listed' });
    expect(await settled(call)).toBe('resolved');
  });

  it('offline, the list fails and the kept selection is used (the call then meets the network)', async () => {
    const { runtime, environment } = runtimeWithEnvironment();
    environment.send({ type: 'refresh' });
    const call = whenEnvironmentSelected(runtime);
    environment.send({ type: 'failed' });
    expect(await settled(call)).toBe('resolved');
  });
});
