import { Button, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_VIEW_LIMITS } from '../../../contract/saved-view-limits';
import { useSavedViewDone, useSavedViewsEvents, useSavedViewsView } from '../../app/hooks/saved-views.hooks';
import { useIssueText } from './problem-text.hooks';
import { useViewsNotice } from './views-notice.hooks';

/** Names the current page (with its filter, drill-down, sort and tab in the address) and saves it. */
export function SaveViewForm() {
  const { t } = useTranslation('views');
  const { status, busy, issue } = useSavedViewsView();
  const { save } = useSavedViewsEvents();
  const issueText = useIssueText(issue);
  const [name, setName] = useState('');
  const notice = useViewsNotice();
  useSavedViewDone('save', (saved) => {
    setName('');
    notice(t('save.saved', { name: saved }));
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save(name);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('save.label')}
          description={t('save.description')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={SAVED_VIEW_LIMITS.nameLength}
          error={issueText('save')}
          data-autofocus
        />
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={busy}
          disabled={status !== 'ready'}
        >
          {t('save.action')}
        </Button>
      </Stack>
    </form>
  );
}
