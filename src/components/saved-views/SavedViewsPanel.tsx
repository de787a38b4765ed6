import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '../../../machines/saved-views';
import { useSavedViewsEvents, useSavedViewsView } from '../../app/hooks/saved-views.hooks';
import { SavedViewRow } from './SavedViewRow';
import { SaveViewForm } from './SaveViewForm';

function ViewList({ views, onOpen }: { views: SavedView[]; onOpen: () => void }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {views.map((view) => (
        <li key={view.id}>
          <SavedViewRow view={view} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  );
}

/** Save the current view; the user's views (loading, failed with a retry, empty, listed) and those shared with them. */
export function SavedViewsPanel({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('views');
  const { status, views, shared } = useSavedViewsView();
  const { retry } = useSavedViewsEvents();
  return (
    <Stack gap="md">
      <SaveViewForm />
      <Divider />
      <Title order={3} size="h5">
        {t('mine')}
      </Title>
      {(status === 'loading' || status === 'waiting') && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      )}
      {status === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          <Button size="xs" variant="default" onClick={retry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {status === 'ready' && views.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      )}
      {views.length > 0 && <ViewList views={views} onOpen={onOpen} />}
      {shared.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('shared')}
          </Title>
          <ViewList views={shared} onOpen={onOpen} />
        </>
      )}
    </Stack>
  );
}
