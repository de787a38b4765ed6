import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DownloadChoice {
  label: string;
  /** Makes and saves the file; a failure is told in a notification. */
  save: () => void | Promise<void>;
}

/**
 * One Download button opening a menu of formats (Mantine's Menu: arrow keys, Escape, focus back
 * on the button). A format that fails says so, in the user's language.
 */
export function DownloadMenu({
  choices,
  accessibleName,
  disabled = false,
}: {
  choices: readonly DownloadChoice[];
  /** What is downloaded, for screen readers ("Download Facilities per level"). */
  accessibleName: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('exports');
  const run = async (choice: DownloadChoice) => {
    try {
      await choice.save();
    } catch {
      notifications.show({ color: 'red', message: t('failed', { format: choice.label }) });
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          disabled={disabled}
          leftSection={<IconDownload size={14} aria-hidden />}
          rightSection={<IconChevronDown size={12} aria-hidden />}
          aria-label={accessibleName}
        >
          {t('download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={accessibleName}>
        {choices.map((choice) => (
          <Menu.Item key={choice.label} onClick={() => void run(choice)}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
