import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createPublicDataFetch } from '../../../src/app/effects/public-data.fetch';

/**
 * docs/ui.md, Public page: an address naming a tenant the server does not know (404) is a final
 * answer the list states plainly, not a temporary failure offered "Try again"; any other failure
 * stays a failure (with its retry).
 */
const failure = (status: number) =>
  new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { error: { message: 'Tenant not found.' } },
  });

const fetchWith = (error: Error) =>
  createPublicDataFetch({
    getPublicFacilities: vi.fn(async () => {
      throw error;
    }),
    getPublicFacility: vi.fn(),
    getPublicFacilityThumbnail: vi.fn(),
  } as never);

describe('the public list of an unknown tenant', () => {
  it('an unknown tenant (404) answers an empty list marked unknownTenant, not a failure', async () => {
    const answer = await fetchWith(failure(404))({
      key: 'publicFacilities',
      params: { tenantId: 'nobody', offset: 0, limit: 20 },
    } as never);
    expect(answer).toEqual({
      data: { total: 0, offset: 0, limit: 20, items: [] },
      texts: {},
      options: { unknownTenant: true },
    });
  });

  it('a server failure stays a failure, to be tried again', async () => {
    await expect(
      fetchWith(failure(503))({ key: 'publicFacilities', params: { offset: 0, limit: 20 } } as never),
    ).rejects.toThrow();
  });
});
