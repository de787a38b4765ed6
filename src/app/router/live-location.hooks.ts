import { useCallback, useContext, useSyncExternalStore } from 'react';
import { type Location, UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/**
 * The address as the router holds it now, not as last drawn. The router draws a new address as a
 * React transition, which a busy page can leave uncommitted for long; a quick Back then lands
 * before the page ever drew the address it replaces. Read from the router's own store, every
 * address change of the page on screen reaches the caller at once (issue 15, docs/ui.md "A quick
 * Back"). Another page's address waits until that page is drawn, with its route.
 */
export function useLiveLocation(): Location {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const drawn = useLocation();
  const subscribe = useCallback(
    (onChange: () => void) => (router ? router.subscribe(onChange) : () => {}),
    [router],
  );
  return useSyncExternalStore(subscribe, () => {
    const live = router?.state.location;
    return live && live.pathname === drawn.pathname ? live : drawn;
  });
}
