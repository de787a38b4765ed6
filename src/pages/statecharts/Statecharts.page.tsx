import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function StatechartsPage() {
  return <PagePlaceholder routeName="Statecharts" />;
}
