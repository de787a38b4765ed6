import { useSyncExternalStore } from 'react';

/** What the popup shows: a facility (its params) and an optional query, e.g. where it was opened from. */
export interface FacilityPopupRequest {
  facilityId: number;
  query?: Record<string, string>;
}

let current: FacilityPopupRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: FacilityPopupRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the facility popup from any facility list or map marker. */
export function openFacilityPopup(facilityId: number, query?: Record<string, string>): void {
  publish({ facilityId, query });
}

export function closeFacilityPopup(): void {
  publish(null);
}

/** The popup host's view of the request (one host lives in the main layout). */
export function useFacilityPopupRequest(): FacilityPopupRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
