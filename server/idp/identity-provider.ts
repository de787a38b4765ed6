import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { Queryable } from '../db/database';
import { loggedListener } from '../logging/logged-listener';
import { createLogger, REQUEST_ID_HEADER } from '../logging/logger';
import { loadIdpKeys } from './idp-keys';
import { createInteractionRoutes } from './interaction-routes';
import { portalOnlyPreflight } from './portal-only-preflight';
import { providerConfiguration } from './provider-configuration';
import { refuseFraming } from './refuse-framing';
import { revocationResponseMiddleware } from './revocation-response';
import { CHECK_SESSION_PATH, renderCheckSessionIframe, sessionStateMiddleware } from './session-check';
import { createUserinfoRoute, publicJwks, USERINFO_PATH } from './userinfo-route';

export interface IdentityProviderOptions {
  /** A migrated database (the provider's tables are migration 014's). */
  db: Queryable;
  /** Public base URL of the provider (the `iss` of its tokens), e.g. http://localhost:5175. */
  issuer: string;
  /** Origin of the portal, e.g. http://localhost:5173. */
  portalOrigin: string;
  /** Folder holding signing-keys.json and cookie-keys.json (default layout: <data dir>/keys). */
  keysDir: string;
  /** Generate missing keys and show the demo accounts on the login page. */
  demoMode: boolean;
  /** The request log and errors (server/logging/logger.ts); none when unset. */
  log?: Logger;
}

export interface IdentityProvider {
  provider: Provider;
  /** Public halves of the signing keys (what /jwks serves), for verifiers in the same process. */
  jwks: { keys: JWK[] };
  /** Node request listener: our login pages under /interaction, the rest is oidc-provider. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, issuer, portalOrigin, keysDir, demoMode } = options;
  const log = options.log ?? createLogger('silent');
  const keys = await loadIdpKeys(keysDir, demoMode);
  const origin = new URL(portalOrigin).origin;
  const provider = new Provider(issuer, providerConfiguration({ db, issuer, portalOrigin: origin, keys }));
  // Behind a TLS-terminating proxy the public issuer is https while we listen on http.
  provider.proxy = new URL(issuer).protocol === 'https:';
  // oidc-provider answers its own failures (a 500 page); the error and stack go to the log
  provider.on('server_error', (ctx, error) =>
    log.error({ err: error, reqId: ctx.res.getHeader(REQUEST_ID_HEADER) }, 'identity provider error'),
  );
  provider.use(sessionStateMiddleware);
  provider.use(revocationResponseMiddleware);
  provider.use(portalOnlyPreflight(origin));
  const interactions = createInteractionRoutes({ provider, db, demoMode });
  const userinfo = createUserinfoRoute({ db, issuer, portalOrigin: origin, signingKeys: keys.jwks.keys });
  const checkSessionPage = renderCheckSessionIframe();
  const oidc = provider.callback();
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { pathname } = new URL(req.url ?? '/', 'http://idp');
    if (pathname === USERINFO_PATH) return userinfo(req, res);
    if (pathname === CHECK_SESSION_PATH) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': `frame-ancestors ${origin}`,
      });
      res.end(checkSessionPage);
      return;
    }
    refuseFraming(res);
    if (!(await interactions(req, res))) oidc(req, res);
  };
  const handle = loggedListener(
    log,
    route,
    (res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error'),
    // an interaction's id is also its cookies' value: the log names the route, not the id
    (path) => path.replace(/^\/(interaction|auth)\/[^/]+/, '/$1/:uid'),
  );
  return { provider, handle, jwks: publicJwks(keys.jwks.keys) };
}
