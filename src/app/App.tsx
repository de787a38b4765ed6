import type { i18n as I18nInstance } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { type AppActor, AppActorProvider } from './app-actor.context';
import { LanguageDirection } from './LanguageDirection';
import { NotificationsHost } from './notifications/NotificationsHost';
import { PortalThemeProvider } from './PortalThemeProvider';
import { createAppRoutes } from './router/app-routes';
import { StartGate } from './StartGate';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  actor: AppActor;
  i18n: I18nInstance;
  /** Tests pass a memory router; the portal uses the browser's address. */
  createRouter?: (routes: ReturnType<typeof createAppRoutes>) => AppRouter;
  /** Mantine's test environment (no transitions, no portals) for jsdom. */
  mantineEnv?: 'default' | 'test';
}

/** Providers around the routed view: the root actor, i18n, the theme and notifications. */
export function App({ actor, i18n, createRouter = createBrowserRouter, mantineEnv }: AppProps) {
  const router = useMemo(() => createRouter(createAppRoutes()), [createRouter]);
  return (
    <AppActorProvider actor={actor}>
      <I18nextProvider i18n={i18n}>
        <LanguageDirection>
          <PortalThemeProvider env={mantineEnv}>
            <NotificationsHost />
            <AppErrorBoundary>
              <StartGate>
                <RouterProvider router={router} />
              </StartGate>
            </AppErrorBoundary>
          </PortalThemeProvider>
        </LanguageDirection>
      </I18nextProvider>
    </AppActorProvider>
  );
}
