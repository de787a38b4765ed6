import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function MomCarePage({ facilityId }: { facilityId: number }) {
  return <PagePlaceholder routeName="MomCare" inputs={{ facilityId }} />;
}
