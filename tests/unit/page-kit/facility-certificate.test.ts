import { describe, expect, it } from 'vitest';
import { isCertificateValid } from '../../../src/pages/facility-detail/facility-certificate';

describe('facility certificate validity', () => {
  it('a certificate is valid up to and including its valid-to day, expired the day after', () => {
    expect(isCertificateValid('2026-03-01', '2026-02-28')).toBe(true);
    expect(isCertificateValid('2026-03-01', '2026-03-01')).toBe(true);
    expect(isCertificateValid('2026-03-01', '2026-03-02')).toBe(false);
  });

  it('a facility without a certificate end date has no valid certificate', () => {
    expect(isCertificateValid(null, '2026-03-01')).toBe(false);
  });
});
