import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../machines/shared/routes';
import { PageLoader } from '../../components/page-loader/PageLoader';
import { useAppActor, useAppChild } from '../app-actor.context';
import { FilterAddressSync, ForeignEnvironmentGate } from './FilterAddressSync';
import { useCurrentRouteName } from '../hooks/route-handle.hooks';
import { useDocumentTitle } from './use-document-title';

/**
 * The one place where the router and the machines meet: every navigation is told to the app
 * actor (app.routeChanged; every address, query included, as app.addressChanged), scrolls to the
 * top-left and sets the document title; the machines' navigate requests are followed; a
 * `language` in the address is told to the language actor.
 */
export function RouterBridge() {
  const actor = useAppActor();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const routeName = useCurrentRouteName();
  const lastTold = useRef<string | null>(null);

  useDocumentTitle(routeName);

  useEffect(() => {
    // StrictMode runs effects twice: tell the machines about each page once. A change of the query
    // alone (the filter or a drill written into the address) is the same page, not a new page view.
    if (!routeName || lastTold.current === location.pathname) return;
    lastTold.current = location.pathname;
    window.scrollTo(0, 0);
    actor.send({ type: 'app.routeChanged', routeName, path: location.pathname, params: { ...params } });
  }, [actor, routeName, location.pathname, params]);

  // The main frame's children (saved views, My facility) follow every address, its query too.
  const address = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (routeName) actor.send({ type: 'app.addressChanged', routeName, path: address });
  }, [actor, routeName, address]);

  // Spec section 4: `?language=` overrides the language. The start address travels through
  // sign-in as the return address, so it is told again when the portal comes back to it.
  const language = useAppChild('language');
  const queryLanguage = new URLSearchParams(location.search).get('language');
  useEffect(() => {
    if (queryLanguage) language?.send({ type: 'language.addressChanged', queryLanguage });
  }, [language, queryLanguage]);

  useEffect(() => {
    const subscription = actor.on('navigate', (event) =>
      navigate(event.path ?? ROUTES[event.routeName].path),
    );
    // The frame's children ask for another address in place of this one (a start page, a shared
    // view, a facility user's landing): the user did not choose that move, so Back does not return.
    const replacements = [
      actor.on('savedViews.navigate', (event) => navigate(event.path, { replace: true })),
      actor.on('myFacility.navigate', (event) => navigate(event.path, { replace: true })),
    ];
    return () => {
      subscription.unsubscribe();
      for (const replacement of replacements) replacement.unsubscribe();
    };
  }, [actor, navigate]);

  return (
    <Suspense fallback={<PageLoader />}>
      <FilterAddressSync routeName={routeName} />
      <ForeignEnvironmentGate routeName={routeName} fallback={<PageLoader />}>
        <Outlet />
      </ForeignEnvironmentGate>
    </Suspense>
  );
}
