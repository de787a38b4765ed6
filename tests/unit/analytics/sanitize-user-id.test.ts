import { describe, expect, it } from 'vitest';
import { sanitizeAuthenticatedUserId } from '../../../src/services/analytics/sanitize-user-id';

describe('error reporting user id', () => {
  it('the authenticated user id has commas, semicolons, equals signs, pipes and spaces replaced by underscores', () => {
    expect(sanitizeAuthenticatedUserId('a,b;c=d|e f')).toBe('a_b_c_d_e_f');
  });

  it('every occurrence is replaced, and other characters are kept', () => {
    expect(sanitizeAuthenticatedUserId('x,,y  z|@-.')).toBe('x__y__z_@-.');
    expect(sanitizeAuthenticatedUserId('6f1c9a2e-user')).toBe('6f1c9a2e-user');
  });
});
