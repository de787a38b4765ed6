import { PagePlaceholder } from '../../components/page-placeholder/PagePlaceholder';

export default function HomePage() {
  return <PagePlaceholder routeName="Home" />;
}
