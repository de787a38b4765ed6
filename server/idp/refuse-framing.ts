import type { ServerResponse } from 'node:http';

/**
 * No provider page may be framed: inside another site's frame a user can be tricked into
 * pressing "Sign out" or typing a password (clickjacking). Set before any handler writes, so the
 * login, end-session and oidc-provider's own error pages all carry it; X-Frame-Options is for
 * browsers without `frame-ancestors`.
 */
export function refuseFraming(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
}
