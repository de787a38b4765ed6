import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * oidc-provider answers every CORS preflight with the Origin it was sent (the client, and with it
 * `clientBasedCORS`, is only known from the real request's body), so any site was told it may
 * call the token endpoint. A preflight from any origin but the portal's gets a 204 without
 * Access-Control-Allow-* headers: the browser then never sends the real request.
 */
export function portalOnlyPreflight(portalOrigin: string) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (!preflight || ctx.get('Origin') === portalOrigin) return next();
    ctx.vary('Origin');
    ctx.status = 204;
  };
}
