import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function NetworkPage() {
  return <PagePlaceholder routeName="Network" />;
}
