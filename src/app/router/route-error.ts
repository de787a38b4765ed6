/**
 * A route module that did not arrive: the browser went offline, or a redeploy removed the old
 * bundle. Browsers word it differently (Chromium, Firefox, Safari; Vite's preload helper).
 */
export function isModuleLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}
