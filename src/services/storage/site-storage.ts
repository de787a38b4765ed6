/**
 * The browser's local storage, or undefined where the user blocks site data: Chromium then throws
 * on merely reading `window.localStorage`, which at start-up left a blank page on every route.
 */
export function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
