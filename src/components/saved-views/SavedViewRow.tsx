import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconHome, IconHomeOff, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SAVED_VIEW_LIMITS } from '../../../contract/saved-view-limits';
import { type SavedView, shareLinkOf } from '../../../machines/saved-views';
import { useSavedViewDone, useSavedViewsEvents, useSavedViewsView } from '../../app/hooks/saved-views.hooks';
import { useIssueText } from './problem-text.hooks';
import { useViewsNotice } from './views-notice.hooks';
import { RenameViewForm } from './RenameViewForm';

/** The share link on the clipboard; where the browser refuses, the words show the link to copy by hand. */
async function copyShareLink(id: string, tell: (copied: boolean, link: string) => void) {
  const link = shareLinkOf(window.location.origin, id);
  try {
    await navigator.clipboard.writeText(link);
    tell(true, link);
  } catch {
    tell(false, link);
  }
}

type Mode = 'shown' | 'renaming' | 'confirmingDelete';

/** One saved view: its name opens it; the owner renames it, makes it the start page, or deletes it. */
export function SavedViewRow({ view, onOpen }: { view: SavedView; onOpen: () => void }) {
  const { t } = useTranslation('views');
  const { busy, issue } = useSavedViewsView();
  const events = useSavedViewsEvents();
  const issueText = useIssueText(issue);
  const [mode, setMode] = useState<Mode>('shown');
  // Leaving the rename or the confirmation puts the focus back on the view's name, not on the page.
  const nameLink = useRef<HTMLAnchorElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const show = () => {
    setMode('shown');
    setReturnFocus(true);
  };
  useEffect(() => {
    if (!returnFocus || mode !== 'shown') return;
    nameLink.current?.focus();
    setReturnFocus(false);
  }, [returnFocus, mode]);
  useSavedViewDone('rename', () => {
    if (mode === 'renaming') show();
  });
  const rowProblem = issueText('startPage', view.id) ?? issueText('delete', view.id);
  const notice = useViewsNotice();
  const copy = () =>
    copyShareLink(view.id, (copied, link) =>
      copied ? notice(t('linkCopied', { link })) : notice(t('linkNotCopied', { link }), false),
    );

  if (mode === 'renaming')
    return (
      <RenameViewForm
        view={view}
        busy={busy}
        error={issueText('rename', view.id)}
        maxLength={SAVED_VIEW_LIMITS.nameLength}
        onRename={(name) => events.rename(view.id, name)}
        onCancel={show}
      />
    );

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Anchor
          ref={nameLink}
          component={Link}
          to={view.path}
          onClick={onOpen}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {view.name}
        </Anchor>
        {view.isStartPage && (
          <Badge variant="light" color="gray" leftSection={<IconHome size={12} aria-hidden />}>
            {t('startPage')}
          </Badge>
        )}
      </Group>
      {mode === 'confirmingDelete' ? (
        <Group
          gap="xs"
          role="group"
          aria-label={t('confirmDelete', { name: view.name })}
          // Escape cancels the confirmation and leaves the dialog open (see RenameViewForm).
          onKeyDown={(event) => {
            if (event.key === 'Escape') show();
          }}
        >
          <Text size="sm">{t('confirmDelete', { name: view.name })}</Text>
          <Button
            size="xs"
            color="red.9"
            loading={busy}
            onClick={() => events.remove(view.id)}
            data-mantine-stop-propagation
          >
            {t('confirmDeleteAction')}
          </Button>
          <Button size="xs" variant="default" onClick={show} autoFocus data-mantine-stop-propagation>
            {t('cancel')}
          </Button>
        </Group>
      ) : (
        <Group gap={4} role="group" aria-label={t('actions', { name: view.name })}>
          {view.ownedByYou && (
            <>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setMode('renaming')}
              >
                {t('rename')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                disabled={busy}
                leftSection={
                  view.isStartPage ? (
                    <IconHomeOff size={14} aria-hidden />
                  ) : (
                    <IconHome size={14} aria-hidden />
                  )
                }
                onClick={() => events.setStartPage(view.id, !view.isStartPage)}
              >
                {view.isStartPage ? t('unmakeStartPage') : t('makeStartPage')}
              </Button>
            </>
          )}
          <Button size="xs" variant="subtle" leftSection={<IconLink size={14} aria-hidden />} onClick={copy}>
            {t('copyLink')}
          </Button>
          {view.ownedByYou && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setMode('confirmingDelete')}
            >
              {t('delete')}
            </Button>
          )}
        </Group>
      )}
      {rowProblem && (
        <Text size="sm" c="red.9" role="alert">
          {rowProblem}
        </Text>
      )}
    </Stack>
  );
}
