import { NavLink, Stack } from '@mantine/core';
import {
  IconChartBar,
  IconChartDots3,
  IconChartLine,
  IconHierarchy,
  IconHome,
  IconListNumbers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { useVisibleNavigation } from '../../app/hooks/access.hooks';

const ICONS: Partial<Record<RouteName, ComponentType<{ size?: number }>>> = {
  Home: IconHome,
  Benchmarking: IconChartBar,
  BenchmarkingV2: IconChartDots3,
  Network: IconHierarchy,
  YearlyPerformance: IconChartLine,
  FacilityNumbers: IconListNumbers,
};

/** Links to the pages this user may see (permissions and tab toggles), in the drawer. */
export function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('frame');
  const routes = useVisibleNavigation();
  const { pathname } = useLocation();
  // Index (/) shows Home, so the Home link is current there too.
  const currentPath = pathname === ROUTES.Index.path ? ROUTES.Home.path : pathname;
  return (
    <Stack component="nav" gap={2} aria-label={t('navigation.label')}>
      {routes.map((route) => {
        const Icon = ICONS[route.name] ?? IconHome;
        return (
          <NavLink
            key={route.name}
            component={Link}
            to={route.path}
            active={currentPath === route.path}
            aria-current={currentPath === route.path ? 'page' : undefined}
            label={t(`routes.${route.name}`)}
            leftSection={<Icon size={18} />}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
