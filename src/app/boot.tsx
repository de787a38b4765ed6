import './theme/mantine-components.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { App } from './App';
import { persistSlices } from './compose/persist-slices';
import { followSessionEvents } from './compose/follow-session';
import { preloadAuthIfSignedIn } from './compose/load-auth';
import { composeApp } from './compose-app';
import { type InspectHost, startupObserver } from './inspector/extra-inspection';
import { exposeInspectHook } from './inspector/inspect-hook';
import { InspectorProvider } from './inspector/inspector.context';
import { publishInspection } from './inspector/publish-inspection';
import { preloadPageOf } from './router/lazy-pages';
import { rememberCulture } from '../services/i18n/first-culture';
import { localStorageIfAllowed } from '../services/storage/site-storage';

/**
 * Starts the portal once, outside React: StrictMode may mount components twice, but the root
 * actor (and with it the one-shot /oauth callback) exists and starts exactly once.
 */
// A development build takes one more inspection observer (docs/statecharts/README.md).
const host = window as InspectHost;
const { actor, adapters, recorder } = import.meta.env.DEV
  ? composeApp(window.location, startupObserver(host))
  : composeApp();
if (import.meta.env.DEV) exposeInspectHook(actor, host);
// Parallel start: the page's module and, for a signed-in browser, the sign-in library download now.
preloadPageOf(window.location.pathname);
preloadAuthIfSignedIn(localStorageIfAllowed());
persistSlices(actor, adapters.storage);
actor.on('language.changed', ({ cultureName }) => {
  adapters.i18n
    .changeLanguage(cultureName)
    .then(() => rememberCulture(cultureName, localStorageIfAllowed()))
    .catch((error: unknown) => console.error('Changing language failed.', error));
});
// A start-up step asked the browser to go elsewhere (spec section 8): follow it.
actor.on('redirect', ({ url }) => window.location.assign(url));
actor.start();
followSessionEvents(adapters, () => actor.system.get(SYSTEM_IDS.session));
// A /statecharts view in another tab can follow this tab's machines (idle until one asks).
publishInspection(actor, recorder);
// Closing the window records Exit (spec section 4); pagehide also fires where unload does not (mobile, bfcache).
window.addEventListener('pagehide', () =>
  actor.system.get(SYSTEM_IDS.usage)?.send({ type: 'usage.windowClosed' }),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// The first screen renders once its language's texts are in (the start-up calls already run);
// if they cannot load, it renders anyway rather than stay blank.
void adapters.i18n.ready
  .catch((error: unknown) => console.error('Loading the texts failed.', error))
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <InspectorProvider recorder={recorder}>
          <App actor={actor} i18n={adapters.i18n.i18n} />
        </InspectorProvider>
      </StrictMode>,
    ),
  );
