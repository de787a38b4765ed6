import type { PublicQuery } from '../../../machines/shared/routes';
import { PublicCertificateCard } from '../../components/public-facility/PublicCertificateCard';
import { PublicFacilityList } from '../../components/public-facility/PublicFacilityList';

/** /public: anonymous. With a facilityId, that facility's certificate; without, the tenant's public facilities. */
export default function PublicPage({ query }: { query: PublicQuery }) {
  const { tenantId, facilityId, certificateId } = query;
  if (facilityId !== undefined) {
    return (
      <PublicCertificateCard facilityId={facilityId} certificateId={certificateId} tenantId={tenantId} />
    );
  }
  return <PublicFacilityList tenantId={tenantId} />;
}
