import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '../../../machines/saved-views';

interface RenameViewFormProps {
  view: SavedView;
  busy: boolean;
  error?: string;
  maxLength: number;
  onRename: (name: string) => void;
  onCancel: () => void;
}

/** A view's new name, in place of its row; Escape or Cancel keeps the old one. */
export function RenameViewForm({ view, busy, error, maxLength, onRename, onCancel }: RenameViewFormProps) {
  const { t } = useTranslation('views');
  const [name, setName] = useState(view.name);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onRename(name);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('renameLabel', { name: view.name })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          // Escape cancels the rename and leaves the dialog open (Mantine's modal skips such targets).
          data-mantine-stop-propagation
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          maxLength={maxLength}
          error={error}
          autoFocus
        />
        <Group gap="xs">
          <Button size="xs" type="submit" loading={busy}>
            {t('renameSave')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
