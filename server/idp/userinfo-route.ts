import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import type { Queryable } from '../db/database';
import { findUserById } from '../db/users';
import { QPS_API_AUDIENCE } from './idp.constants';
import { identityClaims, PROFILE_CLAIMS, type QapIdentityClaims } from './idp-accounts';

export const USERINFO_PATH = '/me';
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function publicJwks(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map((key) => {
      const copy = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}

export function claimsForScopes(claims: QapIdentityClaims, scopes: Set<string>): Partial<QapIdentityClaims> {
  const allowed = new Set<string>(['sub']);
  if (scopes.has('email')) allowed.add('email');
  if (scopes.has('profile')) for (const claim of PROFILE_CLAIMS) allowed.add(claim);
  return Object.fromEntries(Object.entries(claims).filter(([name]) => allowed.has(name)));
}

export interface UserinfoRouteOptions {
  db: Queryable;
  issuer: string;
  portalOrigin: string;
  signingKeys: JWK[];
}

/**
 * UserInfo that accepts the QPS access token, like IdentityServer does: oidc-provider refuses tokens
 * with an audience at its own userinfo, but the portal's only access token is for the QPS API.
 */
export function createUserinfoRoute({ db, issuer, portalOrigin, signingKeys }: UserinfoRouteOptions) {
  const keySet = createLocalJWKSet(publicJwks(signingKeys));
  const cors = (req: IncomingMessage): Record<string, string> =>
    req.headers.origin === portalOrigin
      ? {
          'access-control-allow-origin': portalOrigin,
          'access-control-expose-headers': 'WWW-Authenticate',
          vary: 'Origin',
        }
      : { vary: 'Origin' };
  const fail = (req: IncomingMessage, res: ServerResponse, description: string) => {
    res.writeHead(401, {
      ...cors(req),
      'content-type': 'application/json',
      'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
    });
    res.end(JSON.stringify({ error: 'invalid_token', error_description: description }));
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors(req),
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'Authorization, Content-Type',
        'access-control-max-age': '3600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return fail(req, res, 'no access token provided');
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, keySet, { issuer, audience: QPS_API_AUDIENCE }));
    } catch {
      return fail(req, res, 'invalid access token');
    }
    const scopes = new Set(String(payload.scope ?? '').split(' '));
    const user = payload.sub && scopes.has('openid') ? await findUserById(db, payload.sub) : null;
    if (!user) return fail(req, res, 'access token does not grant the openid scope of a known user');
    res.writeHead(200, {
      ...cors(req),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(claimsForScopes(identityClaims(user), scopes)));
  };
}
