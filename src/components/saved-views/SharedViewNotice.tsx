import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSavedViewsEvents, useSavedViewsView } from '../../app/hooks/saved-views.hooks';
import { useIssueText } from './problem-text.hooks';

/** Above the page: a shared link (`?view=<id>`) is opening, or why it could not be opened. */
export function SharedViewNotice() {
  const { t } = useTranslation('views');
  const { issue, openingShared } = useSavedViewsView();
  const { dismissIssue } = useSavedViewsEvents();
  const problem = useIssueText(issue)('open');
  if (openingShared)
    return (
      <Alert color="gray" variant="light" role="status" icon={<Loader size="xs" />} mb="md" data-print="hide">
        {t('opening')}
      </Alert>
    );
  if (!problem) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      mb="md"
      data-print="hide"
      withCloseButton
      onClose={dismissIssue}
      closeButtonLabel={t('close')}
    >
      {problem}
    </Alert>
  );
}
