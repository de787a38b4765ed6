import './zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { PageCallsProvider } from './page-calls.context';
import { App } from './App';
import { persistSlices } from './compose/persist-slices';
import { connectSessionEvents } from './compose/session-events';
import { composeApp } from './compose-app';
import { InspectorProvider } from './inspector/inspector.context';
import { publishInspection } from './inspector/publish-inspection';

/**
 * Starts the portal once, outside React: StrictMode may mount components twice, but the root
 * actor (and with it the one-shot /oauth callback) exists and starts exactly once.
 */
const { actor, adapters, recorder, services } = composeApp();
persistSlices(actor, adapters.storage);
actor.on('language.changed', ({ cultureName }) => {
  adapters.i18n
    .changeLanguage(cultureName)
    .catch((error: unknown) => console.error('Changing language failed.', error));
});
// A start-up step asked the browser to go elsewhere (spec section 8): follow it.
actor.on('redirect', ({ url }) => window.location.assign(url));
actor.start();
// The identity library's events, this tab's and the other tabs', drive the session machine.
void adapters.userManagerCreated.then((userManager) =>
  connectSessionEvents(userManager, actor.system.get(SYSTEM_IDS.session)),
);
// A /statecharts view in another tab can follow this tab's machines (idle until one asks).
publishInspection(actor, recorder);
// Closing the window records Exit (spec section 4); pagehide also fires where unload does not (mobile, bfcache).
window.addEventListener('pagehide', () =>
  actor.system.get(SYSTEM_IDS.usage)?.send({ type: 'usage.windowClosed' }),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    {/* Thumbnails, documents and survey calls share the portal's QPS client (and its error reporting). */}
    <PageCallsProvider calls={adapters.qps}>
      <InspectorProvider recorder={recorder}>
        <App actor={actor} services={services} i18n={adapters.i18n.i18n} />
      </InspectorProvider>
    </PageCallsProvider>
  </StrictMode>,
);
