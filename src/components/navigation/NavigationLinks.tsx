import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconChartDots3,
  IconChartLine,
  IconHierarchy,
  IconHome,
  IconListNumbers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { NAVIGATION_ORDER, ROUTES, type RouteName } from '../../../machines/shared/routes';
import {
  useNavigationHiddenByFilter,
  useNavigationSettled,
  useVisibleNavigation,
} from '../../app/hooks/access.hooks';

const ICONS: Partial<Record<RouteName, typeof IconHome>> = {
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
  const settled = useNavigationSettled();
  const hiddenByFilter = useNavigationHiddenByFilter();
  const { pathname } = useLocation();
  // Index (/) shows Home, so the Home link is current there too.
  const currentPath = pathname === ROUTES.Index.path ? ROUTES.Home.path : pathname;
  return (
    <Stack component="nav" gap={2} aria-label={t('navigation.label')}>
      {/* Until permissions and toggles are known, a row per possible link holds the place, so
          the filter below does not jump down when the links arrive (no layout shift). */}
      {!settled &&
        NAVIGATION_ORDER.map((name) => (
          <Skeleton key={name} aria-hidden>
            <NavLink component="div" label={'\u00a0'} leftSection={<IconHome size={18} />} />
          </Skeleton>
        ))}
      {settled &&
        routes.map((route) => {
          const Icon = ICONS[route.name] ?? IconHome;
          return (
            <NavLink
              key={route.name}
              component={Link}
              to={route.path}
              active={currentPath === route.path}
              aria-current={currentPath === route.path ? 'page' : undefined}
              label={t(`routes.${route.name}`)}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={onNavigate}
            />
          );
        })}
      {/* A page the filter turns off is named with the reason, never silently gone. */}
      {settled &&
        hiddenByFilter.map(({ route, toggle }) => (
          <Text key={route.name} size="xs" c="dimmed" px="sm" py={4}>
            {t(`navigation.filterHides.${toggle}`, { page: t(`routes.${route.name}`) })}
          </Text>
        ))}
    </Stack>
  );
}
