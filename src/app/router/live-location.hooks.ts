import { type ContextType, useCallback, useContext, useSyncExternalStore } from 'react';
import { type Location, UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router'];

/**
 * The address the router holds now while it is still the drawn page's (same path), else null:
 * the router then holds another page's address, which that page will read once drawn.
 */
export function heldAddressOfPage(router: DataRouter, drawnPathname: string): Location | null {
  const held = router.state.location;
  return held.pathname === drawnPathname ? held : null;
}

/**
 * The address as the router holds it now, not as last drawn. The router draws a new address as a
 * React transition, which a busy page can leave uncommitted for long; a quick Back then lands
 * before the page ever drew the address it replaces. Read from the router's own store, every
 * address change of the page on screen reaches the caller at once (docs/ui.md "A quick
 * Back"). Null while the router already holds another page's address that is not drawn yet: that
 * address is the next page's to read, and the page on screen's own address is no longer current.
 */
export function useLiveLocation(): Location | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const drawn = useLocation();
  const subscribe = useCallback(
    (onChange: () => void) => (router ? router.subscribe(onChange) : () => {}),
    [router],
  );
  return useSyncExternalStore(subscribe, () => (router ? heldAddressOfPage(router, drawn.pathname) : drawn));
}
