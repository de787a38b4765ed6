import type { LoginHint } from '../../contract/domain.types';
import type { SignInRequest } from './session.types';

/**
 * Maps config.loginHint to the sign-in request (spec section 6): the user id is the OIDC
 * `login_hint`; the token goes as `token`; the tenant id as both `__tenant` and `tenant_id`.
 * Absent values are left out rather than sent empty.
 */
export function toSignInRequest(loginHint?: LoginHint): SignInRequest {
  const extraQueryParams: SignInRequest['extraQueryParams'] = {};
  if (loginHint?.token) extraQueryParams.token = loginHint.token;
  if (loginHint?.tenantId) {
    extraQueryParams.__tenant = loginHint.tenantId;
    extraQueryParams.tenant_id = loginHint.tenantId;
  }
  return loginHint?.userId ? { login_hint: loginHint.userId, extraQueryParams } : { extraQueryParams };
}
