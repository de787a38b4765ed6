import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function FacilityDetailPage({ facilityId }: { facilityId: number }) {
  return <PagePlaceholder routeName="FacilityDetail" inputs={{ facilityId }} />;
}
