import { Button, Group } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../notices/show-failure';

export interface DownloadChoice {
  label: string;
  /** Makes and saves the file; a failure is told in a notification. */
  save: () => void | Promise<void>;
}

/**
 * One Download button that discloses a button per format (the WAI-ARIA disclosure pattern: no
 * popover, so it costs the first screen nothing). Escape closes it and gives focus back to the
 * button. A format that fails says so, in the user's language.
 */
export function DownloadMenu({
  choices,
  accessibleName,
  label,
  disabled = false,
}: {
  choices: readonly DownloadChoice[];
  /** What is downloaded, for screen readers ("Download Facilities per level"); it starts with `label`. */
  accessibleName: string;
  /** The button's visible text, where one card offers two downloads ("Download image"); "Download" when absent. */
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('exports');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const run = async (choice: DownloadChoice) => {
    close();
    try {
      await choice.save();
    } catch {
      showFailure(t('failed', { format: choice.label }));
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end" onKeyDown={onKeyDown} data-print="hide">
      <Button
        ref={toggle}
        size="xs"
        variant="default"
        disabled={disabled}
        leftSection={<IconDownload size={14} aria-hidden />}
        rightSection={<IconChevronDown size={12} aria-hidden />}
        aria-label={accessibleName}
        aria-expanded={open}
        // only while the list is there: a reference to a missing id is broken (IBM aria_id_unique)
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label ?? t('download')}
      </Button>
      {open && (
        <Group id={listId} gap={4} role="group" aria-label={accessibleName}>
          {choices.map((choice) => (
            <Button key={choice.label} size="xs" variant="light" onClick={() => void run(choice)}>
              {choice.label}
            </Button>
          ))}
        </Group>
      )}
    </Group>
  );
}
