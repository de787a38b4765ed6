import type { BrowserModel } from './browser-model';
import { environmentBrowserModel } from './environment.browser-model';
import { filterBrowserModel } from './filter.browser-model';
import { languageBrowserModel } from './language.browser-model';
import { sessionBrowserModel } from './session.browser-model';

/**
 * The machines a browser can drive through the real portal: the model-based browser tests run
 * their paths, and `npm run paths -- <machine> --format playwright` exports them.
 */
export const BROWSER_MODELS: readonly BrowserModel[] = [
  sessionBrowserModel,
  languageBrowserModel,
  environmentBrowserModel,
  filterBrowserModel,
];

export function browserModelOf(machine: string): BrowserModel | undefined {
  return BROWSER_MODELS.find((model) => model.machine === machine);
}
