import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  type AnyActorRef,
  assign,
  createActor,
  fromPromise,
  SimulatedClock,
  setup,
  spawnChild,
} from 'xstate';
import { languageMachine } from '../../../machines/language';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import { usageMachine } from '../../../machines/usage';
import { type AppActor, AppActorProvider } from '../../../src/app/app-actor.context';
import {
  createInspectionRecorder,
  type InspectionRecorder,
} from '../../../src/app/inspector/inspection-recorder';
import { InspectorProvider } from '../../../src/app/inspector/inspector.context';
import StatechartsPage from '../../../src/pages/statecharts/Statecharts.page';
import { createI18n } from '../../../src/services/i18n';
import { noUsageEffects } from '../../model/fixtures/usage.fixtures';

/** A JWT as an identity provider issues it. */
export const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

const language = languageMachine.provide({
  guards: { isOnline: () => false },
  actions: { logError: () => {} },
  actors: { saveUserLanguage: fromPromise<unknown, { language: string }>(async () => undefined) },
});
const usage = usageMachine.provide({ guards: { hasWindowFocus: () => true }, actions: noUsageEffects });

/** A session stand-in whose context holds tokens, as the real one holds the signed-in user. */
const session = setup({
  types: {
    context: {} as { user: Record<string, unknown> | null },
    events: {} as { type: 'session.userLoaded'; user: Record<string, unknown> },
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: {
        'session.userLoaded': { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signedIn: {},
  },
});

/** A root like the portal's: language, usage (the one-second focus poll) and session children, recorded from creation. */
export function startRecordedRoot() {
  const recorder = createInspectionRecorder();
  const clock = new SimulatedClock();
  const root = setup({ actors: { language, usage, session } }).createMachine({
    entry: [
      spawnChild('language', {
        id: 'language',
        systemId: SYSTEM_IDS.language,
        input: { languages: [{ cultureName: 'en-US' }, { cultureName: 'fr-FR' }] },
      }),
      spawnChild('usage', { id: 'usage', systemId: SYSTEM_IDS.usage, input: { config: {} } }),
      spawnChild('session', { id: 'session', systemId: SYSTEM_IDS.session }),
    ],
  });
  const actor = createActor(root, { inspect: recorder.inspect, clock }).start();
  const child = (id: string) => actor.system.get(id) as AnyActorRef;
  return { actor, recorder, clock, child };
}

export function renderInspector(root: AnyActorRef, recorder: InspectionRecorder | null) {
  const { i18n } = createI18n('en-US');
  const page = (
    <AppActorProvider actor={root as unknown as AppActor}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <StatechartsPage />
        </MantineProvider>
      </I18nextProvider>
    </AppActorProvider>
  );
  return render(
    <StrictMode>
      {recorder ? <InspectorProvider recorder={recorder}>{page}</InspectorProvider> : page}
    </StrictMode>,
  );
}
