import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';
import { expect } from 'vitest';

/** The effects a machine declares and leaves to the composition root (src/app/compose-app.ts). */
export interface DeclaredEffects {
  actors?: readonly string[];
  actions?: readonly string[];
  guards?: readonly string[];
}

const notImplemented = (name: string) => new RegExp(`^${name} is not implemented: provide it`);

/**
 * Architecture rule ("machines do no I/O themselves"): every effect a machine declares is
 * a placeholder until the composition root or a test provides it, and an unprovided one fails
 * loudly, naming itself, instead of silently doing nothing.
 */
export async function expectEffectsLeftToTheCompositionRoot(
  machine: AnyStateMachine,
  effects: DeclaredEffects,
): Promise<void> {
  const { actors, actions, guards } = machine.implementations as unknown as Record<
    'actors' | 'actions' | 'guards',
    Record<string, unknown>
  >;
  const args = [{ context: {}, event: { type: 'test' } }, {}] as const;
  for (const name of effects.actors ?? []) {
    const actor = createActor(actors[name] as AnyActorLogic, { input: {} });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled, name).rejects.toThrow(notImplemented(name));
  }
  for (const name of effects.actions ?? []) {
    expect(() => (actions[name] as (...a: unknown[]) => unknown)(...args), name).toThrow(
      notImplemented(name),
    );
  }
  for (const name of effects.guards ?? []) {
    expect(() => (guards[name] as (...a: unknown[]) => unknown)(...args), name).toThrow(notImplemented(name));
  }
}
