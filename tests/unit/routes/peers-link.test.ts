import { describe, expect, it } from 'vitest';
import { mayComparePeers } from '../../../machines/shared/routes';
import { DEFAULT_TOGGLES } from '../../../machines/toggles';

// docs/ui.md: Facility Details' "Benchmark this facility" only when the user may open Benchmarking.
describe('the Benchmarking link rule of Facility Details', () => {
  it('a user with the Benchmarking page permission is offered the link', () => {
    const permissions = ['QAP.HomePage', 'QAP.BenchmarkingPage'];
    expect(mayComparePeers({ permissions, toggles: DEFAULT_TOGGLES })).toBe(true);
  });

  it('a user without it (the seed viewer: QAP.HomePage only) gets no link to Not Authorized', () => {
    expect(mayComparePeers({ permissions: ['QAP.HomePage'], toggles: DEFAULT_TOGGLES })).toBe(false);
  });

  it('another page permission (Benchmarking V2) does not open the link', () => {
    const permissions = ['QAP.HomePage', 'QAP.BenchmarkingV2Page'];
    expect(mayComparePeers({ permissions, toggles: DEFAULT_TOGGLES })).toBe(false);
  });

  it('a facility user, even with the permission, gets no link: Benchmarking is network-only for them', () => {
    const permissions = ['QAP.HomePage', 'QAP.BenchmarkingPage', 'FacilityUser'];
    expect(mayComparePeers({ permissions, toggles: DEFAULT_TOGGLES, facilityUser: true })).toBe(false);
  });
});
