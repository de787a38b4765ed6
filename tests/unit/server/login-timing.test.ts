import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../../server/db/database';
import { authenticate } from '../../../server/idp/idp-accounts';
import { hashPassword, verifyPassword } from '../../../server/security/password';

// The real password check, watched: which stored hash each sign-in attempt is checked against.
vi.mock('../../../server/security/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../server/security/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const KNOWN = 'known@demo.test';
const knownHash = hashPassword('right-password');

/** A users table holding one account. */
const db = {
  query: async (_sql: string, params: unknown[] = []) => ({
    rows: params[0] === KNOWN ? [{ id: 'user-1', email: KNOWN, password_hash: knownHash }] : [],
  }),
} as unknown as Queryable;

/** `scrypt$N$r$p`: what decides how long one check takes. */
const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

afterEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

describe('known and unknown emails take the same time', () => {
  it('an unknown email costs one password check of the same scrypt cost as a wrong password', async () => {
    expect(await authenticate(db, KNOWN, 'wrong-password')).toBeUndefined();
    expect(await authenticate(db, 'nobody@nowhere.test', 'wrong-password')).toBeUndefined();
    const checked = vi.mocked(verifyPassword).mock.calls.map(([, stored]) => stored);
    expect(checked).toHaveLength(2);
    expect(checked[0]).toBe(knownHash);
    expect(checked[1]).not.toBe(knownHash);
    expect(costOf(checked[1])).toBe(costOf(knownHash));
  });

  it('the right password still signs the known account in', async () => {
    expect(await authenticate(db, KNOWN, 'right-password')).toBe('user-1');
  });
});
