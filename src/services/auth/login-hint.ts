import type { LoginHint } from '../../../machines/shared/domain.types';

export interface LoginHintSigninArgs {
  login_hint?: string;
  extraQueryParams?: Record<string, string>;
}

/**
 * Spec section 6: a login hint from configuration is passed to sign-in as the login hint (the
 * user id) and as the extra query parameters token, __tenant and tenant_id. Absent values are
 * left out rather than sent empty.
 */
export function loginHintSigninArgs(loginHint: LoginHint | undefined): LoginHintSigninArgs {
  if (!loginHint) return {};
  const entries = Object.entries({
    token: loginHint.token,
    __tenant: loginHint.tenantId,
    tenant_id: loginHint.tenantId,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return {
    ...(loginHint.userId ? { login_hint: loginHint.userId } : {}),
    ...(entries.length > 0 ? { extraQueryParams: Object.fromEntries(entries) } : {}),
  };
}
