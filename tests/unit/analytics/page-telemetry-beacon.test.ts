import { describe, expect, it, vi } from 'vitest';
import type { QapUser } from '../../../contract/domain.types';
import { sendBeaconTelemetry } from '../../../src/services/analytics/page-telemetry-beacon';
import { pageTelemetryHeaders } from '../../../src/services/api/qps-headers';

const user: QapUser = { sub: 'u1', accessToken: 'token-1', expiresAt: Date.now() / 1000 + 3600 };
const session = { user, environmentId: 'env-1', cultureName: 'en-GB' };

function okFetch() {
  return vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
}

describe('page telemetry that survives closing the window', () => {
  it('page telemetry is a POST with an empty body and the headers facilityId, page and lastPage', () => {
    expect(pageTelemetryHeaders({ page: 'Facility', facilityId: 42, lastPage: 'Home' })).toEqual({
      page: 'Facility',
      facilityId: '42',
      lastPage: 'Home',
    });
    expect(pageTelemetryHeaders({ page: 'Exit' })).toEqual({ page: 'Exit' });
  });

  it('the Exit on window close is sent with keepalive, the signed-in headers and the page it left', async () => {
    const fetchImpl = okFetch();
    const sent = await sendBeaconTelemetry({
      baseUrl: 'http://api.test/',
      session,
      telemetry: { page: 'Exit', lastPage: 'Network' },
      fetchImpl,
    });
    expect(sent).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://api.test/api/qps/Telemetry/Page');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      environmentId: 'env-1',
      page: 'Exit',
      lastPage: 'Network',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('nothing is sent without a signed-in user, an environment or a base URL', async () => {
    const fetchImpl = okFetch();
    const telemetry = { page: 'Exit' as const };
    expect(
      await sendBeaconTelemetry({
        baseUrl: 'http://api.test',
        session: { ...session, user: null },
        telemetry,
        fetchImpl,
      }),
    ).toBe(false);
    expect(
      await sendBeaconTelemetry({
        baseUrl: 'http://api.test',
        session: { ...session, environmentId: null },
        telemetry,
        fetchImpl,
      }),
    ).toBe(false);
    expect(await sendBeaconTelemetry({ baseUrl: undefined, session, telemetry, fetchImpl })).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a network failure during unload is reported as not sent, never thrown', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      sendBeaconTelemetry({ baseUrl: 'http://api.test', session, telemetry: { page: 'Exit' }, fetchImpl }),
    ).resolves.toBe(false);
  });
});
