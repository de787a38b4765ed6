import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVisibleDeveloperTools } from '../../app/hooks/access.hooks';
import { useSessionEvents, useSessionView } from '../../app/hooks/session.hooks';

/**
 * The signed-in user's name with a menu holding their e-mail and sign-out; in demo mode also a
 * developer section with the Statecharts page (a demo tool, kept out of the analyst's pages).
 */
export function UserMenu() {
  const { t } = useTranslation('frame');
  const { user } = useSessionView();
  const { signOut } = useSessionEvents();
  const developerTools = useVisibleDeveloperTools();
  if (!user) return null;
  const displayName = user.name ?? user.email ?? user.sub;
  return (
    <Menu position="bottom-end" withinPortal>
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
        {user.email && <Menu.Label>{user.email}</Menu.Label>}
        {developerTools.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('user.developer')}</Menu.Label>
            {developerTools.map((route) => (
              <Menu.Item
                key={route.name}
                component={Link}
                to={route.path}
                leftSection={<IconSitemap size={16} aria-hidden />}
              >
                {t(`routes.${route.name}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </>
        )}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
