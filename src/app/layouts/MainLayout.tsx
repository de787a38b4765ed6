import { AppShell, Burger, Divider, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { DeferredMount } from '../../components/deferred-mount/DeferredMount';
import { EnvironmentSwitcher } from '../../components/environment-switcher/EnvironmentSwitcher';
import { FacilityPopup } from '../../components/facility-popup/FacilityPopup';
import { FilterDrawerSection } from '../../components/filter-panel/FilterDrawerSection';
import { LanguagePicker } from '../../components/language-picker/LanguagePicker';
import { NavigationLinks } from '../../components/navigation/NavigationLinks';
import { OfflineNotice } from '../../components/offline-notice/OfflineNotice';
import { PageLoader } from '../../components/page-loader/PageLoader';
import { PrintReportHeader } from '../../components/print/PrintReportHeader';
import { SavedViewsButton } from '../../components/saved-views/SavedViewsButton';
import { SharedViewNotice } from '../../components/saved-views/SharedViewNotice';
import { SignInScreen } from '../../components/sign-in/SignInScreen';
import { UserMenu } from '../../components/user-menu/UserMenu';
import { useSessionView } from '../hooks/session.hooks';
import { BREAKPOINTS } from '../theme/create-portal-theme';
import { MAIN_CONTENT_ID } from '../a11y/page-focus';
import { HeaderBar } from './HeaderBar';
import { DRAWER_WIDTH, HEADER_HEIGHT } from './layout.constants';

/**
 * The main layout: header (logo, environment, language, user) and the left drawer with the
 * navigation and the facility filter. The drawer is open by default on tablets and wider; on a
 * phone (below 600 px) it is an overlay the burger opens, closed at first so the page shows.
 */
export function MainLayout() {
  const { t } = useTranslation('frame');
  const { status } = useSessionView();
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  // From 1024 px the switchers fit in the header; below they move into the drawer.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.sm})`, false, { getInitialValueInEffect: false });
  const aboveXs = useMediaQuery(`(min-width: ${BREAKPOINTS.xs})`, true, { getInitialValueInEffect: false });
  const signedIn = status === 'signedIn';
  // A closed drawer slides off-screen: keep it out of the tab order and the accessibility tree too.
  const drawerOpen = aboveXs ? desktopOpened : mobileOpened;
  const switchers = (
    <>
      {signedIn && <EnvironmentSwitcher />}
      <LanguagePicker />
    </>
  );

  // One burger per drawer mode: the phone overlay and the desktop side panel open separately.
  const burger = (
    opened: boolean,
    toggle: () => void,
    visibility: { hiddenFrom?: 'xs'; visibleFrom?: 'xs' },
  ) => (
    <Burger
      {...visibility}
      opened={opened}
      onClick={toggle}
      size="sm"
      color="white"
      aria-label={opened ? t('drawer.close') : t('drawer.open')}
      aria-controls="main-drawer"
      aria-expanded={opened}
    />
  );
  const burgers = signedIn && (
    <>
      {burger(mobileOpened, toggleMobile, { hiddenFrom: 'xs' })}
      {burger(desktopOpened, toggleDesktop, { visibleFrom: 'xs' })}
    </>
  );
  const controls = (
    <>
      {(wide || !signedIn) && switchers}
      {signedIn && <SavedViewsButton />}
      <UserMenu />
    </>
  );

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: DRAWER_WIDTH,
        breakpoint: 'xs',
        collapsed: { mobile: !signedIn || !mobileOpened, desktop: !signedIn || !desktopOpened },
      }}
      padding="md"
    >
      {/* While the stored session is being restored the controls are left out, not drawn and then
          widened: a control group that appears moves nothing; one that grows shifts the layout. */}
      <HeaderBar start={burgers} end={status === 'restoring' ? undefined : controls} />
      {signedIn && (
        <AppShell.Navbar id="main-drawer" aria-label={t('drawer.label')} inert={!drawerOpen}>
          {!wide && (
            <AppShell.Section p="sm">
              <Stack gap="xs">{switchers}</Stack>
            </AppShell.Section>
          )}
          <AppShell.Section p="sm">
            <NavigationLinks onNavigate={closeMobile} />
          </AppShell.Section>
          <Divider />
          <FilterDrawerSection />
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID}>
        {status === 'restoring' && <PageLoader />}
        {status === 'signedOut' && <SignInScreen />}
        {signedIn && <PrintReportHeader />}
        {signedIn && <OfflineNotice />}
        {signedIn && <SharedViewNotice />}
        {signedIn && (
          <DeferredMount first fallback={<PageLoader />}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
              <FacilityPopup />
            </Suspense>
          </DeferredMount>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
