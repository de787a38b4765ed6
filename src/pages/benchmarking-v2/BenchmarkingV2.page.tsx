import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function BenchmarkingV2Page() {
  return <PagePlaceholder routeName="BenchmarkingV2" />;
}
