import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config/server-config';

/** The log level and who may read the metrics are settings (README, Configuration). */
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

describe('METRICS_ALLOW and METRICS_TOKEN', () => {
  it('open the metrics to nobody when unset', () => {
    expect(readServerConfig({}).metrics).toEqual({ allow: [], token: undefined });
  });

  it('name addresses, comma-separated, and a bearer secret', () => {
    const { metrics } = readServerConfig({ METRICS_ALLOW: ' 127.0.0.1, 10.0.0.5 ', METRICS_TOKEN: 's3cret' });
    expect(metrics).toEqual({ allow: ['127.0.0.1', '10.0.0.5'], token: 's3cret' });
  });
});
