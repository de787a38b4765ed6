import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config/server-config';

/** Issue 31: the log level is a setting (README, Configuration). */
describe('LOG_LEVEL', () => {
  it('is warn while the tests run, when unset', () => {
    expect(readServerConfig({}).logLevel).toBe('warn');
  });

  it('takes any of pino’s levels, and silent', () => {
    expect(readServerConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(readServerConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => readServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
