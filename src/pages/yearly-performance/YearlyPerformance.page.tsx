import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function YearlyPerformancePage() {
  return <PagePlaceholder routeName="YearlyPerformance" />;
}
