import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconCertificate, IconChevronDown, IconLogout, IconMail, IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVisibleDeveloperTools } from '../../app/hooks/access.hooks';
import { useSessionEvents, useSessionView } from '../../app/hooks/session.hooks';
import { useSpecialTenantId } from '../../app/hooks/special-tenant.hooks';
import { publicListHref } from '../public-facility/public-links';
import classes from './user-menu.module.css';

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

/**
 * The signed-in user's name with a menu holding their e-mail and sign-out; in the specially
 * recognised tenant a link to its public certificate register; in demo mode also a developer
 * section with the Statecharts page (a demo tool, kept out of the analyst's pages).
 */
export function UserMenu() {
  const { t } = useTranslation('frame');
  const { user } = useSessionView();
  const { signOut } = useSessionEvents();
  const developerTools = useVisibleDeveloperTools();
  const registerTenantId = useSpecialTenantId();
  if (!user) return null;
  const displayName = user.name ?? user.email ?? user.sub;
  const initials = displayName
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal onOpen={() => focusFirstMenuItem()}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          leftSection={
            <Avatar
              size="sm"
              name={displayName}
              color="initials"
              aria-hidden
              classNames={{ placeholder: classes.initials }}
              attributes={{ placeholder: { 'data-initials': initials } }}
            >
              {' '}
            </Avatar>
          }
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
        {registerTenantId && (
          <Menu.Item
            component={Link}
            to={publicListHref(registerTenantId)}
            leftSection={<IconCertificate size={16} aria-hidden />}
          >
            {t('user.publicRegister')}
          </Menu.Item>
        )}
        {developerTools.length > 0 && (
          <>
            <Menu.Divider />
            {/* No Menu.Label: a menu may hold only items and separators, so the section is in each item's name */}
            {developerTools.map((route) => (
              <Menu.Item
                key={route.name}
                component={Link}
                to={route.path}
                leftSection={<IconSitemap size={16} aria-hidden />}
              >
                {t('user.developerTool', { tool: t(`routes.${route.name}`) })}
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
