import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  environmentMachine,
  selectPersisted,
  selectPrimaryColor,
  selectPrimaryLightColor,
  selectSelectedEnvironment,
} from '../../../machines/environment';
import type { Environment } from '../../../contract/domain.types';
import { envA, envB, tenantEnvironment } from '../../model/fixtures/environment.fixtures';
import { startInSystem } from '../../model/system-harness';

function startEnvironment(
  options: { list?: Environment[]; restoredId?: string | null; failList?: boolean } = {},
) {
  const fetchEnvironments = vi.fn(async () => {
    if (options.failList) throw new Error('Request failed');
    return options.list ?? [envA, envB];
  });
  const logError = vi.fn();
  const machine = environmentMachine.provide({
    actors: {
      fetchEnvironments: fromPromise(fetchEnvironments),
      fetchTenantEnvironment: fromPromise(async () => tenantEnvironment),
    },
    actions: { logError: (_, params) => logError(params) },
  });
  const harness = startInSystem({
    machine,
    systemId: 'environment',
    input: { restored: options.restoredId === undefined ? undefined : { selectedId: options.restoredId } },
  });
  return { ...harness, fetchEnvironments, logError };
}

describe('environment machine', () => {
  it('while signed in, the environment list is fetched and the first environment is chosen if none is selected', async () => {
    const { subject, fetchEnvironments } = startEnvironment();
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(fetchEnvironments).toHaveBeenCalledTimes(1);
    expect(snapshot.context.environments).toEqual([envA, envB]);
    expect(selectSelectedEnvironment(snapshot)).toEqual(envA);
  });

  it('a restored selection that is in the list is kept', async () => {
    const { subject } = startEnvironment({ restoredId: 'b' });
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(selectSelectedEnvironment(snapshot)).toEqual(envB);
  });

  it('a restored selection that is no longer in the list falls back to the first environment', async () => {
    const { subject } = startEnvironment({ restoredId: 'gone' });
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(snapshot.context.selectedId).toBe('a');
  });

  it('switching to a different existing environment records "Qap switched environment"', async () => {
    const { subject, sentTo } = startEnvironment({ restoredId: 'a' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'environment.select', id: 'b' });
    expect(subject.getSnapshot().context.selectedId).toBe('b');
    expect(sentTo('usage', 'usage.track')).toEqual([
      {
        type: 'usage.track',
        event: 'Qap switched environment',
        properties: { environmentId: 'b', environmentName: 'Environment b' },
      },
    ]);
  });

  it('an environment change resets the facility filter and the tab toggles and syncs the environment', async () => {
    const { subject, sentTo } = startEnvironment({ restoredId: 'a' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'environment.select', id: 'b' });
    expect(sentTo('filter')).toEqual([{ type: 'filter.resetForEnvironment' }]);
    expect(sentTo('toggles')).toEqual([{ type: 'toggles.environmentChanged' }]);
    expect(sentTo('sync')).toEqual([{ type: 'sync.full', signedIn: true }]);
  });

  it('selecting the environment already selected, or one not in the list, changes nothing and records nothing', async () => {
    const { subject, sentTo } = startEnvironment({ restoredId: 'a' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'environment.select', id: 'a' });
    subject.send({ type: 'environment.select', id: 'unknown' });
    expect(subject.getSnapshot().context.selectedId).toBe('a');
    expect(sentTo('usage')).toEqual([]);
    expect(sentTo('filter')).toEqual([]);
  });

  it('the first choice after a refresh resets filter and toggles only when the id differs from the restored one', async () => {
    const kept = startEnvironment({ restoredId: 'a' });
    kept.subject.send({ type: 'environment.refresh' });
    await waitFor(kept.subject, (s) => s.matches('ready'));
    expect(kept.sentTo('filter')).toEqual([]);
    const changed = startEnvironment({ restoredId: 'gone' });
    changed.subject.send({ type: 'environment.refresh' });
    await waitFor(changed.subject, (s) => s.matches('ready'));
    expect(changed.sentTo('filter')).toEqual([{ type: 'filter.resetForEnvironment' }]);
    expect(changed.sentTo('usage')).toEqual([]);
  });

  it("a sign-in's first environment (none selected before) resets neither the filter nor the tabs", async () => {
    const { subject, sentTo } = startEnvironment();
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    expect(subject.getSnapshot().context.selectedId).toBe('a');
    expect(sentTo('filter')).toEqual([]);
    expect(sentTo('toggles')).toEqual([]);
  });

  it('every load tells the root which environment is selected', async () => {
    const { subject, emitted } = startEnvironment({ restoredId: 'b' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    expect(emitted).toEqual([{ type: 'environment.changed', environment: envB }]);
  });

  it('theme primary colour and its light variant follow the selected environment', async () => {
    const { subject } = startEnvironment({ restoredId: 'a' });
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(selectPrimaryColor(snapshot)).toBe('#002C4A');
    expect(selectPrimaryLightColor(snapshot)).toBe('#264c65');
  });

  it('an environment whose primary colour is not a hex colour themes the portal with the brand colours', async () => {
    const named = { ...envA, environmentSettings: { ...envA.environmentSettings, primaryColor: 'teal' } };
    const { subject } = startEnvironment({ restoredId: 'a', list: [named, envB] });
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(selectPrimaryColor(snapshot)).toBeNull();
    expect(selectPrimaryLightColor(snapshot)).toBeNull();
  });

  it('when signed out the theme comes from the tenant environment (GET /api/qps/environment/tenant)', async () => {
    const { subject } = startEnvironment({ restoredId: 'a' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'environment.signedOut' });
    const snapshot = await waitFor(subject, (s) => s.matches('anonymous'));
    expect(selectPrimaryColor(snapshot)).toBe('#804020');
  });

  it('a failed environment list load is logged and shown as an error state', async () => {
    const { subject, logError } = startEnvironment({ failList: true });
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.hasTag('error'));
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Loading environments failed.' }),
    );
    subject.send({ type: 'environment.refresh' });
    expect(snapshot.hasTag('error')).toBe(true);
    expect(subject.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('the persisted slice is the selected id and the list it was chosen from', async () => {
    const { subject } = startEnvironment({ restoredId: 'b' });
    subject.send({ type: 'environment.refresh' });
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(selectPersisted(snapshot)).toEqual({ selectedId: 'b', environments: [envA, envB] });
  });

  it('offline start: the kept list names the selected environment before any call', () => {
    // Listening before start, as the root's forwarder does.
    const subject = createActor(environmentMachine, {
      input: { restored: { selectedId: 'b', environments: [envA, envB] } },
    });
    const emitted: unknown[] = [];
    subject.on('*', (event) => emitted.push(event));
    subject.start();
    expect(subject.getSnapshot().matches('idle')).toBe(true);
    expect(emitted).toContainEqual({ type: 'environment.changed', environment: envB });
  });

  it('a first start with no list kept announces no environment before the list loads', () => {
    const subject = createActor(environmentMachine, { input: { restored: { selectedId: 'b' } } });
    const emitted: unknown[] = [];
    subject.on('*', (event) => emitted.push(event));
    subject.start();
    expect(emitted).toEqual([]);
  });

  it("sign-out forgets the user's environments and choice, so they are not kept on the device", async () => {
    const { subject } = startEnvironment({ restoredId: 'b' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'environment.signedOut' });
    expect(selectPersisted(subject.getSnapshot())).toEqual({ selectedId: null, environments: [] });
  });

  it('the next user to sign in starts from the first environment of their own list, not the one chosen before', async () => {
    const { subject } = startEnvironment({ restoredId: 'b' });
    subject.send({ type: 'environment.refresh' });
    await waitFor(subject, (s) => s.matches('ready'));
    subject.send({ type: 'environment.signedOut' });
    subject.send({ type: 'environment.refresh' });
    expect(subject.getSnapshot().context.selectedId, 'no environment while the list loads').toBeNull();
    const snapshot = await waitFor(subject, (s) => s.matches('ready'));
    expect(snapshot.context.selectedId).toBe('a');
  });
});
