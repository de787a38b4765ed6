import type { AppToggles } from '../../contract/domain.types';
import type { LoadTogglesOutput } from './toggles.types';

/** Spec section 2: the tab toggles' defaults. */
export const DEFAULT_TOGGLES: AppToggles = Object.freeze({
  showNetworkTab: true,
  showFacilityNumbersTab: false,
  showYearlyPerformanceTab: true,
  showAvailableServiceMap: true,
  showServiceLevelMap: true,
  showExtendedKpis: false,
});

/** A loaded row sets the flags it holds (as booleans); the others keep their value. */
export function mergeToggles(current: AppToggles, loaded: LoadTogglesOutput): AppToggles {
  if (!loaded) return current;
  const next = { ...current };
  for (const key of Object.keys(DEFAULT_TOGGLES) as (keyof AppToggles)[]) {
    if (loaded[key] !== undefined && loaded[key] !== null) next[key] = Boolean(loaded[key]);
  }
  return next;
}
