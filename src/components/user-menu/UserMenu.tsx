import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionEvents, useSessionView } from '../../app/hooks/session.hooks';

/**
 * An opened menu puts focus on its first enabled item (WCAG 2.4.3). Mantine does it with a focusable
 * role="presentation" placeholder, which axe rejects inside a menu, so the theme turns that off.
 */
function focusFirstMenuItem(frame = 0) {
  const item = document.querySelector<HTMLElement>('[data-menu-dropdown] [data-menu-item]:not(:disabled)');
  // The dropdown mounts in the frames after onOpen (portal, then transition).
  if (item) item.focus();
  else if (frame < 30) requestAnimationFrame(() => focusFirstMenuItem(frame + 1));
}

/** The signed-in user's name with a menu holding their e-mail and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('frame');
  const { user } = useSessionView();
  const { signOut } = useSessionEvents();
  if (!user) return null;
  const displayName = user.name ?? user.email ?? user.sub;
  return (
    <Menu position="bottom-end" withinPortal onOpen={() => focusFirstMenuItem()}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          leftSection={<Avatar size="sm" name={displayName} color="initials" />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('user.menu', { name: displayName })}
        >
          <Text size="sm" visibleFrom="sm" span>
            {displayName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Shown as a disabled item: a menu may hold only menu items (axe aria-required-children). */}
        {user.email && (
          <Menu.Item disabled leftSection={<IconMail size={16} aria-hidden />}>
            {user.email}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
