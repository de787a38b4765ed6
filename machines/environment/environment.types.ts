/**
 * Environment (spec sections 1, 4): the environment list, the selected environment and the
 * tenant environment that themes the signed-out portal. Persistent slice 'environment'.
 * Effects are promise actors (invoke id = name) plus the `logError` action.
 */
import type { Environment } from '../../contract/domain.types';
import type { RestorableInput } from '../shared/persistence';

export interface EnvironmentPersisted {
  selectedId: string | null;
  /** The signed-in user's last list: a portal that starts offline still has its environment. */
  environments?: Environment[];
}

export interface EnvironmentInput extends RestorableInput<EnvironmentPersisted> {
  /** config.tenantEnvironment: the signed-out theme until the tenant call answers. */
  tenantEnvironment?: Environment;
}

export interface EnvironmentContext {
  environments: Environment[];
  selectedId: string | null;
  tenantEnvironment: Environment | null;
}

export type EnvironmentEvent =
  | { type: 'environment.refresh' }
  | { type: 'environment.select'; id: string }
  | { type: 'environment.signedOut' };

export interface EnvironmentEffects {
  /** GET /api/qps/environment (signed in). */
  fetchEnvironments: { input: undefined; output: Environment[] };
  /** GET /api/qps/environment/tenant (anonymous). */
  fetchTenantEnvironment: { input: undefined; output: Environment };
}

export interface LogErrorParams {
  message: string;
  error?: unknown;
}

/** Emitted whenever the selected environment changes (the root keeps it for the start gate). */
export interface EnvironmentChanged {
  type: 'environment.changed';
  environment: Environment | null;
}

export type EnvironmentEmitted = EnvironmentChanged;
