import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { LanguagePicker } from '../../components/language-picker/LanguagePicker';
import { MAIN_CONTENT_ID } from '../a11y/page-focus';
import { HeaderBar } from './HeaderBar';
import { HEADER_HEIGHT } from './layout.constants';

/** The public page, Not Authorized and Not Found: header with logo and language, no drawer, no sign-in needed. */
export function PublicLayout() {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <HeaderBar end={<LanguagePicker />} />
      <AppShell.Main id={MAIN_CONTENT_ID}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
