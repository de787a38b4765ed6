import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * RFC 7009 answers a revocation with 200 and an empty body. Koa labels that empty body
 * text/plain, which oidc-client-ts rejects ("Invalid response Content-Type"), so the portal's
 * sign-out stopped before the end-session redirect. An empty 200 goes out with no content type.
 */
export async function revocationResponseMiddleware(
  ctx: KoaContextWithOIDC,
  next: () => Promise<void>,
): Promise<void> {
  await next();
  if (ctx.oidc?.route !== 'revocation' || ctx.status !== 200 || ctx.length) return;
  ctx.body = null;
  ctx.status = 200;
  ctx.remove('Content-Type');
}
