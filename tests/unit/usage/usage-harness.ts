/** Starts the usage machine on a SimulatedClock with recording effects and a settable window focus. */
import { createActor, SimulatedClock } from 'xstate';
import { usageMachine } from '../../../machines/usage';
import type { UsageConfig, UsageEffectName } from '../../../machines/usage/usage.types';
import { USAGE_EFFECT_NAMES } from '../../model/fixtures/usage.fixtures';

export interface EffectCall {
  name: UsageEffectName;
  params: unknown;
}

export function startUsage(config?: UsageConfig) {
  const calls: EffectCall[] = [];
  const window = { hasFocus: true };
  const clock = new SimulatedClock();
  const actions = Object.fromEntries(
    USAGE_EFFECT_NAMES.map((name) => [name, (_: unknown, params: unknown) => calls.push({ name, params })]),
  );
  const actor = createActor(
    usageMachine.provide({ actions, guards: { hasWindowFocus: () => window.hasFocus } } as never),
    { input: { config }, clock },
  );
  actor.start();
  return {
    actor,
    window,
    clock,
    /** Effect calls, optionally of one name; `clear()` forgets those so far. */
    calls: (name?: UsageEffectName) => calls.filter((call) => name === undefined || call.name === name),
    names: () => calls.map((call) => call.name),
    clear: () => calls.splice(0),
  };
}
