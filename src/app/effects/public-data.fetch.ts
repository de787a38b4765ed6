import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import type { PublicFacilityPageQuery, QpsClient } from '../../services/api';
import { failureKindOf } from '../../services/api/failure-kind';

/** The public page's data: the tenant's public facilities, or one facility's certificate. */
export type PublicDataKey = 'publicFacilities' | 'publicFacility';

export interface PublicFacilityParams extends PublicFacilityPageQuery {
  facilityId?: number;
  certificateId?: number;
}

type PublicClient = Pick<
  QpsClient,
  'getPublicFacilities' | 'getPublicFacility' | 'getPublicFacilityThumbnail'
>;

/** An object URL for the thumbnail, or null when the facility has none (a missing picture is not an error). */
async function thumbnailUrl(
  qps: PublicClient,
  facilityId: number,
  tenantId: string | undefined,
  signal?: AbortSignal,
) {
  try {
    const blob = await qps.getPublicFacilityThumbnail(facilityId, { tenantId }, { signal });
    return URL.createObjectURL(blob);
  } catch {
    return null;
  }
}

/** The publicData logic's fetch: anonymous calls only (no identity provider, no bearer token). */
export function createPublicDataFetch(qps: PublicClient) {
  return async ({ key, params }: FetchPageDataInput, signal?: AbortSignal): Promise<PageDataResult> => {
    const { tenantId, facilityId, certificateId, search, level, offset, limit } =
      params as PublicFacilityParams;
    if (key === 'publicFacilities') {
      try {
        const page = await qps.getPublicFacilities({ tenantId, search, level, offset, limit }, { signal });
        return { data: page, texts: {}, options: {} };
      } catch (error) {
        // 404: no such tenant. A final answer (trying again cannot change it), not a failure.
        if (failureKindOf(error) !== 'notFound') throw error;
        const none = { total: 0, offset: offset ?? 0, limit: limit ?? 0, items: [] };
        return { data: none, texts: {}, options: { unknownTenant: true } };
      }
    }
    if (key === 'publicFacility' && facilityId !== undefined) {
      const [facility, thumbnail] = await Promise.all([
        qps.getPublicFacility(facilityId, { certificateId, tenantId }, { signal }),
        thumbnailUrl(qps, facilityId, tenantId, signal),
      ]);
      return { data: facility, texts: {}, options: { thumbnailUrl: thumbnail } };
    }
    throw new Error(`Unknown public data: ${key}`);
  };
}
