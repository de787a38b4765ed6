import { randomUUID } from 'node:crypto';
import type { Account, FindAccount } from 'oidc-provider';
import type { Queryable } from '../db/database';
import { findUserByEmail, findUserById, type UserRecord } from '../db/users';
import { hashPassword, verifyPassword } from '../security/password';

/** The identity claims of spec section 3, as they appear in ID tokens and QPS access tokens. */
export type QapIdentityClaims = {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  user_type?: string;
  user_org?: string;
};

export const PROFILE_CLAIMS = ['name', 'given_name', 'family_name', 'user_type', 'user_org'] as const;

export function identityClaims(user: UserRecord): QapIdentityClaims {
  return {
    sub: user.id,
    email: user.email,
    name: `${user.given_name} ${user.family_name}`.trim(),
    given_name: user.given_name,
    family_name: user.family_name,
    ...(user.user_type ? { user_type: user.user_type } : {}),
    ...(user.user_org ? { user_org: user.user_org } : {}),
  };
}

/** Checks an email/password pair against the users table; the user id on success. */
export async function authenticate(
  db: Queryable,
  email: string,
  password: string,
): Promise<string | undefined> {
  const user = await findUserByEmail(db, email);
  // Unknown addresses cost one hash check too, so timing does not reveal who has an account.
  const valid = verifyPassword(password, user?.password_hash ?? unknownUserHash());
  return user && valid ? user.id : undefined;
}

let placeholderHash: string | undefined;
function unknownUserHash(): string {
  placeholderHash ??= hashPassword(randomUUID());
  return placeholderHash;
}

export function createFindAccount(db: Queryable): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const user = await findUserById(db, sub);
    if (!user) return undefined;
    const claims = identityClaims(user);
    // The provider filters these by the granted scopes (email, profile) and the requested claims.
    return { accountId: user.id, claims: async () => claims };
  };
}
