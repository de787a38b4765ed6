import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../src/app/router/app-routes';
import { RouteErrorScreen } from '../../src/app/router/RouteErrorScreen';
import { createI18n } from '../../src/services/i18n';
import { ALL_LOCALE_RESOURCES } from '../support/all-locale-resources';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    { path: '/', element: <Throws error={error} />, errorElement: <RouteErrorScreen /> },
  ]);
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('en-US', { resources: ALL_LOCALE_RESOURCES }).i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

const reload = vi.fn();
const realLocation = window.location;

function stubReload() {
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
}

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  reload.mockReset();
  vi.restoreAllMocks();
});

describe('failed code loads (a route chunk that fails to load shows a friendly screen with Retry)', () => {
  const chunkFailure = new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:5173/assets/Home.page-abc.js',
  );

  it('a page whose code did not arrive says so and offers Retry, never the router’s developer page', async () => {
    stubReload();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(chunkFailure);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('it loads again by itself when the browser is back online', async () => {
    stubReload();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(chunkFailure);
    await screen.findByRole('heading', { name: 'This page could not load' });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('any other error shows the crash screen with the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('render failed'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});

describe('no default router error page can ever appear', () => {
  /** Every route of the portal with its path (layouts have none), depth first. */
  const allRoutes = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
  const showsOurScreen = (route: RouteObject) =>
    (route.errorElement as { type?: unknown } | undefined)?.type === RouteErrorScreen;

  it('the root of the portal’s routes catches what any layout or page throws with our screen', () => {
    const [root, ...others] = createAppRoutes();
    expect(others).toEqual([]);
    expect(showsOurScreen(root)).toBe(true);
  });

  it('every page shows our screen in its own place, inside the frame', () => {
    const pages = allRoutes(createAppRoutes()).filter((route) => route.path !== undefined);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(showsOurScreen(page), page.path).toBe(true);
  });
});
