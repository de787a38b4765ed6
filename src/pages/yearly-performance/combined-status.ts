import type { SectionData } from '../../components/page-kit/PageState';

/** Two queries shown as one section: failed if either failed, loading while either loads, empty if the first is. */
export function combineSections(first: SectionData, second: SectionData): SectionData {
  const retry = () => {
    if (first.status === 'failure') first.retry();
    if (second.status === 'failure') second.retry();
  };
  if (first.status === 'failure' || second.status === 'failure')
    return { status: 'failure', errorMessage: first.errorMessage ?? second.errorMessage, retry };
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading', retry };
  if (first.status === 'empty') return { status: 'empty', retry: first.retry };
  return { status: 'success', retry };
}
