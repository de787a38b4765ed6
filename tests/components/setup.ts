import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeFacilityPopup } from '../../src/components/facility-popup/facility-popup.store';

// The files of this project share one jsdom and one module cache (`isolate: false`, which halves
// the project's time): each test leaves the document, the address, storage, timers, spies and the
// global notice and facility popup stores as they found them, so no test sees another's leftovers.
afterEach(() => {
  cleanup();
  notifications.clean();
  closeFacilityPopup();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

vi.mock('../../src/pages/statecharts/mermaid-renderer', () => import('./support/mermaid-as-text'));

// findBy and waitFor wait for what the test needs to see; Testing Library's 1 s default gave up
// while a busy machine was still rendering. A test that never sees it still fails, later.
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads these browser APIs that jsdom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
