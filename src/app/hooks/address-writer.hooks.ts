import { useCallback, useContext } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { heldAddressOfPage } from '../router/live-location.hooks';

/**
 * A page's way to change its own address parameters: `change` gets the LATEST search and returns
 * the next one. The router draws a navigation as a React transition, which a busy page (or a slow
 * phone) leaves undrawn for a while; a second choice built on the drawn address (two selects
 * changed in a row) would undo the first. The router's own store holds a navigation at once, so
 * the latest is read there while it still holds the drawn page. Outside a data router (some
 * component tests), the drawn address.
 */
export function useAddressWriter() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const drawn = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (change: (latest: URLSearchParams) => string, options?: NavigateOptions) => {
      const held = router ? heldAddressOfPage(router, drawn.pathname) : null;
      navigate({ search: change(new URLSearchParams((held ?? drawn).search)) }, options);
    },
    [router, drawn, navigate],
  );
}
