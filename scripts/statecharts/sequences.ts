import {
  type AnyActorRef,
  type AnyEventObject,
  createActor,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import { appMachine } from '../../machines/app';
import { environmentMachine } from '../../machines/environment';
import { filterOptionsMachine } from '../../machines/filter-options';
import { languageMachine } from '../../machines/language';
import { myFacilityMachine } from '../../machines/my-facility';
import { pageDataMachine } from '../../machines/page-data';
import { permissionsMachine } from '../../machines/permissions';
import { savedViewsMachine } from '../../machines/saved-views';
import { sessionMachine } from '../../machines/session';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';
import { syncMachine } from '../../machines/sync';
import { togglesMachine } from '../../machines/toggles';
import { usageMachine } from '../../machines/usage';
import { storedSlices, validConfig } from '../../tests/model/fixtures/app.fixtures';
import { envA, envB, tenantEnvironment } from '../../tests/model/fixtures/environment.fixtures';
import { fetchedLanguages } from '../../tests/model/fixtures/language.fixtures';
import { validUser } from '../../tests/model/fixtures/session.fixtures';
import { noUsageEffects } from '../../tests/model/fixtures/usage.fixtures';
import type { SequenceDiagram } from './system-doc';

/**
 * The sequence diagrams of the key flows, recorded from the real machines: the root with every
 * real child, the effects answered at once by the model fixtures, time stopped (a simulated
 * clock). Each flow starts a portal, lets it settle, then sends the events the world would send
 * (a click, the identity provider's redirect, another tab) and records every event one actor
 * sends another, each effect's answer and each event emitted to the portal.
 */

const noop = () => {};
/** An effect that answers at once (typed loosely: each machine's effect has its own input and output types). */
const answer = (value: unknown) => fromPromise(async () => value) as never;

function portalMachine(storedUser: unknown) {
  return appMachine.provide({
    actors: {
      loadConfig: answer(validConfig),
      restorePersistedSlices: answer(storedSlices),
      session: sessionMachine.provide({
        actors: {
          loadStoredUser: answer(storedUser),
          renewSilently: answer(validUser),
          signInRedirect: answer(undefined),
          completeSignIn: answer({ user: validUser }),
          signOutRedirect: answer(undefined),
        },
        actions: { logError: noop },
        guards: { isRenewTimeout: () => false },
      }),
      environment: environmentMachine.provide({
        actors: {
          fetchEnvironments: answer([envA, envB]),
          fetchTenantEnvironment: answer(tenantEnvironment),
        },
        actions: { logError: noop },
      }),
      language: languageMachine.provide({
        actors: { fetchLanguages: answer(fetchedLanguages), saveUserLanguage: answer(undefined) },
        actions: { logError: noop },
        guards: { isOnline: () => true },
      }),
      permissions: permissionsMachine.provide({
        actors: { fetchPermissions: answer([{ name: 'QAP.HomePage' }]) },
        actions: { logError: noop },
        guards: { isOnline: () => true },
      }),
      sync: syncMachine.provide({
        actors: {
          loadUserSettings: answer({ language: 'en-US' }),
          fetchFacilitySet: answer({ handle: 'fs_0123456789abcdefghijkl', count: 12 }),
          checkHomePagePermission: answer(true),
          loadHomeData: answer(null),
          fetchSyncProgress: answer(null),
        },
        actions: { logSyncError: noop, forgetRememberedAnswers: noop },
        guards: { isOnline: () => true },
      }),
      filterOptions: filterOptionsMachine.provide({
        actors: { loadOptions: pageDataMachine.provide({ actors: { fetchPageData: answer(null) } }) },
      }),
      savedViews: savedViewsMachine.provide({ actors: { listViews: answer([]) } }),
      myFacility: myFacilityMachine.provide({ actors: { findMyFacility: answer(null) } }),
      toggles: togglesMachine.provide({
        actors: { loadToggles: answer(null) },
        actions: { logTogglesError: noop },
      }),
      usage: usageMachine.provide({
        actions: noUsageEffects as never,
        guards: { hasWindowFocus: () => true },
      }),
    } as never,
    actions: { logError: noop },
  });
}

/** The actors a diagram shows: the root and the children with a system id. */
const NAMED = new Set<string>(Object.values(SYSTEM_IDS));
const PORTAL = 'portal';

interface Line {
  from: string;
  to: string;
  text: string;
  note?: boolean;
}

interface Tab {
  name: string;
  actor: AnyActorRef;
  /** The events this flow's driver sent, with the source the world would be. */
  driven: Map<AnyEventObject, string>;
}

const nameOf = (ref: AnyActorRef | undefined): string | undefined => {
  const id = ref?.id;
  return id && NAMED.has(id) ? id : undefined;
};

function startTab(name: string, lines: Line[], recording: { on: boolean }, storedUser: unknown): Tab {
  const driven = new Map<AnyEventObject, string>();
  const prefix = (actor: string) => (name ? `${name}: ${actor}` : actor);
  // What the children emit, each from its own actor; the root re-emits the same objects to the portal.
  const fromChildren = new WeakSet<object>();
  const inspect = (inspection: InspectionEvent) => {
    // The inspection API types its refs loosely; every ref of a running system is a full actor ref.
    const actorRef = inspection.actorRef as AnyActorRef;
    const created = inspection.type === '@xstate.actor' ? nameOf(actorRef) : undefined;
    if (created && created !== SYSTEM_IDS.app) {
      actorRef.on('*', (event: AnyEventObject) => {
        fromChildren.add(event);
        if (recording.on)
          lines.push({ from: prefix(created), to: prefix(PORTAL), text: `${event.type} (emitted)` });
      });
    }
    if (!recording.on || inspection.type !== '@xstate.event') return;
    const { event } = inspection;
    const sourceRef = inspection.sourceRef as AnyActorRef | undefined;
    const to = nameOf(actorRef);
    if (!to || event.type === 'app.childEmitted') return;
    const from = nameOf(sourceRef);
    const answered = event.type.match(/^xstate\.(done|error)\.actor\.(.+)$/);
    if (answered && sourceRef?._parent === actorRef) {
      const effect = answered[2].replace(/^\d+\./, '');
      lines.push({ from: prefix(to), to: prefix(to), text: `${answered[1]}: ${effect}`, note: true });
      return;
    }
    if (from && from !== to) lines.push({ from: prefix(from), to: prefix(to), text: event.type });
    else if (!sourceRef)
      lines.push({ from: driven.get(event) ?? prefix('watcher'), to: prefix(to), text: event.type });
  };
  const actor = createActor(portalMachine(storedUser), {
    input: { path: '/home' },
    inspect,
    clock: new SimulatedClock(),
  });
  actor.on('*', (event) => {
    if (recording.on && !fromChildren.has(event)) {
      lines.push({ from: prefix('app'), to: prefix(PORTAL), text: `${event.type} (emitted)` });
    }
  });
  actor.start();
  return { name, actor, driven };
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 200; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function send(tab: Tab, to: string, event: AnyEventObject, source: string): void {
  tab.driven.set(event, source);
  const target = to === SYSTEM_IDS.app ? tab.actor : tab.actor.system.get(to);
  if (!target) throw new Error(`no actor ${to} in ${tab.name || 'the portal'}`);
  target.send(event);
}

function toMermaid(lines: Line[]): string {
  const participants = [...new Set(lines.flatMap((line) => [line.from, line.to]))];
  const id = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');
  return [
    'sequenceDiagram',
    ...participants.map((name) => `  participant ${id(name)} as ${name}`),
    ...lines.map((line) =>
      line.note
        ? `  Note over ${id(line.from)}: ${line.text}`
        : `  ${id(line.from)}->>${id(line.to)}: ${line.text}`,
    ),
  ].join('\n');
}

async function recorded(
  flow: (lines: Line[], recording: { on: boolean }) => Promise<Tab[]>,
): Promise<string> {
  const lines: Line[] = [];
  const recording = { on: false };
  const tabs = await flow(lines, recording);
  for (const tab of tabs) tab.actor.stop();
  return toMermaid(lines);
}

const USER = 'user';

export async function keyFlows(): Promise<SequenceDiagram[]> {
  const signIn = await recorded(async (lines, recording) => {
    const tab = startTab('', lines, recording, null);
    await settle();
    recording.on = true;
    send(tab, SYSTEM_IDS.session, { type: 'session.signIn' }, USER);
    await settle();
    send(
      tab,
      SYSTEM_IDS.session,
      { type: 'session.completeSignIn', url: '/oauth?code=c&state=s' },
      'identity provider (back at /oauth)',
    );
    await settle();
    return [tab];
  });
  const environmentSwitch = await recorded(async (lines, recording) => {
    const tab = startTab('', lines, recording, validUser);
    await settle();
    recording.on = true;
    send(tab, SYSTEM_IDS.environment, { type: 'environment.select', id: envB.id }, USER);
    await settle();
    return [tab];
  });
  const filterChange = await recorded(async (lines, recording) => {
    const tab = startTab('', lines, recording, validUser);
    await settle();
    recording.on = true;
    send(tab, SYSTEM_IDS.filter, { type: 'filter.set', patch: { countryIds: [1] } }, USER);
    await settle();
    return [tab];
  });
  const signOutInTwoTabs = await recorded(async (lines, recording) => {
    const tabA = startTab('tab A', lines, recording, validUser);
    const tabB = startTab('tab B', lines, recording, validUser);
    await settle();
    recording.on = true;
    send(tabA, SYSTEM_IDS.session, { type: 'session.signOut' }, `tab A: ${USER}`);
    await settle();
    // Tab A's identity library removes the stored user; tab B's hears it through the storage event.
    send(tabB, SYSTEM_IDS.session, { type: 'session.unload' }, 'tab B: identity library (storage event)');
    await settle();
    return [tabA, tabB];
  });
  return [
    {
      title: 'Sign-in',
      description: 'A signed-out user clicks Sign in; the identity provider sends them back to /oauth.',
      mermaid: signIn,
    },
    {
      title: 'Environment switch',
      description: 'A signed-in user picks another environment in the header.',
      mermaid: environmentSwitch,
    },
    {
      title: 'Filter change to figures',
      description:
        'A signed-in user narrows the filter to one country: the facility set and the figures follow.',
      mermaid: filterChange,
    },
    {
      title: 'Sign-out in two tabs',
      description:
        'The same user has the portal open in two tabs and signs out in tab A; tab B learns it from its identity library (the stored user removed, through the storage event).',
      mermaid: signOutInTwoTabs,
    },
  ];
}
