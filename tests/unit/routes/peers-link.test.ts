import { describe, expect, it } from 'vitest';
import { mayComparePeers } from '../../../machines/shared/routes';
import { DEFAULT_TOGGLES } from '../../../machines/toggles';

// docs/ui.md, My facility, Links: "Compare with your peers" only when the user may open Benchmarking.
describe('the peers link rule of My facility', () => {
  it('a facility user with the Benchmarking page permission is offered the peers link', () => {
    const permissions = ['QAP.HomePage', 'QAP.BenchmarkingPage', 'FacilityUser'];
    expect(mayComparePeers({ permissions, toggles: DEFAULT_TOGGLES })).toBe(true);
  });

  it('a facility user without it (the seed facility user: QAP.HomePage only) gets no peers link', () => {
    expect(mayComparePeers({ permissions: ['QAP.HomePage', 'FacilityUser'], toggles: DEFAULT_TOGGLES })).toBe(
      false,
    );
  });

  it('another page permission (Benchmarking V2) does not open the peers link', () => {
    const permissions = ['QAP.HomePage', 'QAP.BenchmarkingV2Page', 'FacilityUser'];
    expect(mayComparePeers({ permissions, toggles: DEFAULT_TOGGLES })).toBe(false);
  });
});
