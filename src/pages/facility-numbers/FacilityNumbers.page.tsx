import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function FacilityNumbersPage() {
  return <PagePlaceholder routeName="FacilityNumbers" />;
}
