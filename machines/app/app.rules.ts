import type { RuntimeConfig } from '../../contract/domain.types';
import { isSignInSupportPath } from '../../contract/return-path';
import { isKnownPath, isPublicPath } from '../shared/routes';
import type { StartupRedirect } from './app.types';

export const QES_BASE_URL_MISSING = 'QES Base URL not set.';
export const IDENTITY_SERVER_URL_MISSING = 'Identity server base URL not set.';

/** The start-up error for a configuration the portal cannot run with, or null when it is fine. */
export function configProblem(config: RuntimeConfig): string | null {
  if (!config.qesBaseUrl) return QES_BASE_URL_MISSING;
  if (!config.identityServerBaseUrl) return IDENTITY_SERVER_URL_MISSING;
  return null;
}

export function isStartupRedirect(error: unknown): error is StartupRedirect {
  return (
    typeof error === 'object' && error !== null && typeof (error as StartupRedirect).redirectTo === 'string'
  );
}

export interface StartGate {
  baseUrlKnown: boolean;
  path: string;
  environmentSelected: boolean;
  languagesLoaded: boolean;
}

/**
 * Spec section 2: routes render only when the base URL is known, the path is /public or an
 * environment is selected, and the language list has loaded. The sign-in support pages are
 * let through once the configuration is known (our choice: the callback must run to sign in).
 * An unknown path needs no environment either: anyone gets Not Found, not "Sign in to continue".
 */
export function canRenderRoutes(gate: StartGate): boolean {
  if (!gate.baseUrlKnown) return false;
  if (isSignInSupportPath(gate.path)) return true;
  // Spec section 6: an unknown path is Not Found, signed in or not; it shows no tenant data.
  const needsNoEnvironment = isPublicPath(gate.path) || !isKnownPath(gate.path);
  return (needsNoEnvironment || gate.environmentSelected) && gate.languagesLoaded;
}

/** A facility id route parameter as a number, or undefined. */
export function facilityIdParam(params: Record<string, string | undefined>): number | undefined {
  const parsed = Number(params.facilityId);
  return params.facilityId !== undefined && Number.isInteger(parsed) ? parsed : undefined;
}
