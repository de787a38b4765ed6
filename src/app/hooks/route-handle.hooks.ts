import { type UIMatch, useMatches } from 'react-router-dom';
import type { RouteName } from '../../../machines/shared/routes';

/** Every route object of the router carries its spec name in `handle`. */
export interface RouteHandle {
  routeName: RouteName;
}

function hasRouteName(match: UIMatch): match is UIMatch<unknown, RouteHandle> {
  return typeof (match.handle as RouteHandle | undefined)?.routeName === 'string';
}

/** The named route being shown: the deepest match that has a name. */
export function useCurrentRouteName(): RouteName | undefined {
  const named = useMatches().filter(hasRouteName);
  return named.at(-1)?.handle.routeName;
}
