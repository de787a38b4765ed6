/** Typed placeholders of the environment effects; src/services/api provides the real ones. */
import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { EnvironmentEffects } from './environment.types';

type Effect<K extends keyof EnvironmentEffects> = ReturnType<
  typeof fromPromise<EnvironmentEffects[K]['output'], EnvironmentEffects[K]['input']>
>;

export const environmentActors: { [K in keyof EnvironmentEffects]: Effect<K> } = {
  fetchEnvironments: fromPromise(() => notImplemented('fetchEnvironments')),
  fetchTenantEnvironment: fromPromise(() => notImplemented('fetchTenantEnvironment')),
};
