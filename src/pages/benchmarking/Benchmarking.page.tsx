import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function BenchmarkingPage() {
  return <PagePlaceholder routeName="Benchmarking" />;
}
