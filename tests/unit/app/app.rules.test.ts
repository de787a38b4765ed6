import { describe, expect, it } from 'vitest';
import { canRenderRoutes, configProblem, isStartupRedirect } from '../../../machines/app';
import { validConfig } from '../../model/fixtures/app.fixtures';

const gate = { baseUrlKnown: true, path: '/home', environmentSelected: true, languagesLoaded: true };

describe('start gate (spec section 2)', () => {
  it('all of base URL, (public path or selected environment) and loaded languages are needed', () => {
    expect(canRenderRoutes(gate)).toBe(true);
    expect(canRenderRoutes({ ...gate, baseUrlKnown: false })).toBe(false);
    expect(canRenderRoutes({ ...gate, environmentSelected: false })).toBe(false);
    expect(canRenderRoutes({ ...gate, languagesLoaded: false })).toBe(false);
  });
  it('/public works without a selected tenant environment', () => {
    expect(canRenderRoutes({ ...gate, path: '/public', environmentSelected: false })).toBe(true);
    expect(canRenderRoutes({ ...gate, path: '/public/x', environmentSelected: false })).toBe(true);
    expect(canRenderRoutes({ ...gate, path: '/benchmarking', environmentSelected: false })).toBe(false);
  });
  it('an unknown path renders (Not Found) without a tenant environment, so a signed-out visitor gets Not Found', () => {
    for (const path of ['/publicity', '/no-such-page', '/facility/details', '/home/extra'])
      expect(canRenderRoutes({ ...gate, path, environmentSelected: false }), path).toBe(true);
    for (const path of ['/', '/home', '/facility/details/12', '/benchmarking/v2', '/statecharts'])
      expect(canRenderRoutes({ ...gate, path, environmentSelected: false }), path).toBe(false);
  });
  it('the sign-in callback page renders as soon as the configuration is known', () => {
    expect(
      canRenderRoutes({ ...gate, path: '/oauth', environmentSelected: false, languagesLoaded: false }),
    ).toBe(true);
  });
});

describe('configuration checks', () => {
  it("a missing qesBaseUrl is 'QES Base URL not set.'", () => {
    expect(configProblem({ ...validConfig, qesBaseUrl: '' })).toBe('QES Base URL not set.');
  });
  it('a missing identity-server base URL is an error', () => {
    expect(configProblem({ ...validConfig, identityServerBaseUrl: undefined })).toBe(
      'Identity server base URL not set.',
    );
  });
  it('a complete configuration has no problem', () => {
    expect(configProblem(validConfig)).toBeNull();
  });
  it('a start-up redirect request is an object with a redirectTo address', () => {
    expect(isStartupRedirect({ redirectTo: '/x' })).toBe(true);
    expect(isStartupRedirect(new Error('x'))).toBe(false);
  });
});
