import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { signedInHeadersSchema } from '../../contract/common.schemas.js';
import type { Queryable } from '../db/database.js';
import { findUserById, type UserRecord } from '../db/users.js';
import type { ScopeContext } from '../queries/facility-scope.js';
import { createGrantCheck, GRANT_ID_CLAIM } from './grant-check.js';
import { forbidden, unauthorized } from './http-error.js';
import { type EnvironmentRow, findCallerInEnvironment } from './user-environments.js';
import { validate } from './validate.js';
import { CLOCK_TOLERANCE_SECONDS, createVerifiedTokens } from './verified-tokens.js';

/** A JWKS URL (the identity provider's jwks_uri) or a key getter such as jose's createLocalJWKSet. */
export type JwksSource = string | URL | JWTVerifyGetKey;

export interface TokenSettings {
  issuer: string;
  audience: string;
  jwks: JwksSource;
}

export interface SignedIn {
  user: UserRecord;
}

export interface InEnvironment extends SignedIn {
  environment: EnvironmentRow;
  scope: ScopeContext;
}

export interface Authenticator {
  /** Bearer token valid and its subject a known user. */
  signedIn(request: FastifyRequest): Promise<SignedIn>;
  /** As signedIn, plus the environmentId header naming one of the user's own environments. */
  inEnvironment(request: FastifyRequest): Promise<InEnvironment>;
}

export const ACCESS_TOKEN_TYPE = 'at+jwt';
const UNKNOWN_USER = 'The token’s user is not known.';

export function createAuthenticator(
  db: Queryable,
  settings: TokenSettings,
  now: () => number = Date.now,
): Authenticator {
  const getKey =
    typeof settings.jwks === 'function'
      ? settings.jwks
      : createRemoteJWKSet(new URL(settings.jwks.toString()));

  const isGrantAlive = createGrantCheck(db);
  const verifiedTokens = createVerifiedTokens(now);

  /** The token's claims once its signature, issuer, audience, type and times hold. */
  const verifiedPayload = async (token: string) => {
    const known = verifiedTokens.get(token);
    if (known) return known;
    const { payload } = await jwtVerify(token, getKey, {
      issuer: settings.issuer,
      audience: settings.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(now()),
      // RFC 9068: only an access token; an ID token of the same issuer must not pass as one
      typ: ACCESS_TOKEN_TYPE,
    });
    verifiedTokens.remember(token, payload);
    return payload;
  };

  /** The bearer token's subject, once the token is valid and its sign-in has not ended. */
  const verifiedSubject = async (request: FastifyRequest): Promise<string> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    let subject: string | undefined;
    let grantId: unknown;
    try {
      const payload = await verifiedPayload(token);
      subject = payload.sub;
      grantId = payload[GRANT_ID_CLAIM];
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'bearer token refused');
      throw unauthorized('The bearer token is invalid or expired.');
    }
    if (!subject) throw unauthorized('The bearer token has no subject.');
    request.userId = subject;
    if (typeof grantId === 'string' && !(await isGrantAlive(grantId)))
      throw unauthorized('The sign-in this token belongs to has ended.');
    return subject;
  };

  const signedIn = async (request: FastifyRequest): Promise<SignedIn> => {
    const user = await findUserById(db, await verifiedSubject(request));
    if (!user) throw unauthorized(UNKNOWN_USER);
    return { user };
  };

  return {
    signedIn,
    inEnvironment: async (request) => {
      const subject = await verifiedSubject(request);
      const headers = validate(signedInHeadersSchema, request.headers, 'headers');
      const caller = await findCallerInEnvironment(db, subject, headers.environmentid);
      if (!caller) throw unauthorized(UNKNOWN_USER);
      const { user, environment, dataVersion } = caller;
      if (!environment) throw forbidden('The environmentId header does not name one of your environments.');
      const scope: ScopeContext =
        user.user_type === 'FacilityUser'
          ? { environmentId: environment.id, facilityUserFacilityId: user.facility_id, dataVersion }
          : { environmentId: environment.id, dataVersion };
      return { user, environment, scope };
    },
  };
}
