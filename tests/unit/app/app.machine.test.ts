import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import {
  appMachine,
  IDENTITY_SERVER_URL_MISSING,
  QES_BASE_URL_MISSING,
  selectCanRenderRoutes,
  selectIsSpecialTenant,
  selectStartupError,
} from '../../../machines/app';
import type { RuntimeConfig } from '../../../contract/domain.types';
import type { StoredSlices } from '../../../machines/shared/persistence';
import { fakeChildren, storedSlices, validConfig } from '../../model/fixtures/app.fixtures';
import { envA, envB } from '../../model/fixtures/environment.fixtures';

interface Options {
  configs?: (RuntimeConfig | Error | { redirectTo: string })[];
  stored?: StoredSlices | Error;
  path?: string;
}

function startApp(options: Options = {}) {
  const children = fakeChildren();
  const configs = options.configs ?? [validConfig];
  let configCalls = 0;
  const restore = vi.fn(async () => {
    if (options.stored instanceof Error) throw options.stored;
    return options.stored ?? storedSlices;
  });
  const logError = vi.fn();
  const actor = createActor(
    appMachine.provide({
      actors: {
        ...children.logic,
        loadConfig: fromPromise(async () => {
          const answer = configs[Math.min(configCalls++, configs.length - 1)];
          if (answer instanceof Error || 'redirectTo' in answer) throw answer;
          return answer;
        }),
        restorePersistedSlices: fromPromise(restore),
      } as never,
      actions: { logError: (_, params) => logError(params) },
    }),
    { input: { path: options.path ?? '/', queryLanguage: 'fr-FR' } },
  );
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const child = (id: string) => actor.getSnapshot().children[id as 'session'] as AnyActorRef;
  const childEmits = (id: string, event: object) => child(id).send({ type: 'test.emit', event });
  return { actor, children, restore, logError, emitted, child, childEmits };
}

describe('app (root) machine', () => {
  it("start-up fails with 'QES Base URL not set.' when qesBaseUrl is missing: logged and aborted", async () => {
    const { actor, logError, children } = startApp({ configs: [{ ...validConfig, qesBaseUrl: undefined }] });
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(selectStartupError(snapshot)).toBe(QES_BASE_URL_MISSING);
    expect(logError).toHaveBeenCalledWith({ message: 'QES Base URL not set.' });
    expect(snapshot.context.config).toBeNull();
    expect(children.inputs).toEqual({});
  });

  it('start-up fails with a clear error when the identity-server base URL is missing', async () => {
    const { actor } = startApp({ configs: [{ ...validConfig, identityServerBaseUrl: undefined }] });
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(selectStartupError(snapshot)).toBe(IDENTITY_SERVER_URL_MISSING);
  });

  it('a failing /config.json load is logged and aborts start-up', async () => {
    const { actor, logError } = startApp({ configs: [new Error('Request failed with status code 404')] });
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(selectStartupError(snapshot)).toContain('Request failed with status code 404');
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('app.retry restarts start-up after a failure', async () => {
    const { actor } = startApp({ configs: [new Error('offline'), validConfig] });
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'app.retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
  });

  it('a start-up step may request a redirect, which is followed', async () => {
    const { actor, emitted } = startApp({ configs: [{ redirectTo: 'https://login.example.org/' }] });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(emitted).toContainEqual({ type: 'redirect', url: 'https://login.example.org/' });
  });

  it('persisted slices are restored before the children are spawned, and each child gets its slice as input', async () => {
    const { actor, restore, children } = startApp();
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(restore).toHaveBeenCalledWith(
      expect.objectContaining({
        input: { ids: ['environment', 'language', 'filter', 'toggles', 'permissions'] },
      }),
    );
    expect(children.inputs.environment).toEqual({ restored: { selectedId: 'a' }, tenantEnvironment: envA });
    expect(children.inputs.language).toEqual({
      restored: { cultureName: 'de-DE' },
      queryLanguage: 'fr-FR',
      languages: validConfig.languages,
    });
    expect(children.inputs.session).toEqual({ loginHint: validConfig.loginHint });
    expect(Object.keys(actor.getSnapshot().children)).toEqual(
      expect.arrayContaining([
        'session',
        'environment',
        'language',
        'permissions',
        'sync',
        'filter',
        'filterOptions',
        'toggles',
        'usage',
      ]),
    );
  });

  it('every child is reachable through the system by its system id', async () => {
    const { actor, child } = startApp();
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.system.get('filter')).toBe(child('filter'));
    expect(actor.system.get('session')).toBe(child('session'));
  });

  it('a stored slice of another version is ignored (the slice starts fresh)', async () => {
    const { actor, children } = startApp({
      stored: { environment: { version: 99, data: { selectedId: 'x' } } },
    });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(children.inputs.environment).toEqual({ restored: undefined, tenantEnvironment: envA });
  });

  it('storage that does not work is logged and the portal starts without restored choices', async () => {
    const { actor, logError, children } = startApp({
      stored: new Error('No available storage method found.'),
    });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Restoring saved state failed.' }),
    );
    expect(children.inputs.language).toEqual(expect.objectContaining({ restored: undefined }));
  });

  it('route changes are forwarded to toggles and, for tracked pages, to usage with the facility id', async () => {
    const { actor, children } = startApp();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({
      type: 'app.routeChanged',
      routeName: 'FacilityDetail',
      path: '/facility/details/7',
      params: { facilityId: '7' },
    });
    actor.send({ type: 'app.routeChanged', routeName: 'NotFound', path: '/nope', params: {} });
    expect(children.received.toggles).toEqual([
      { type: 'toggles.routeChanged', routeName: 'FacilityDetail' },
      { type: 'toggles.routeChanged', routeName: 'NotFound' },
    ]);
    expect(children.received.usage).toEqual([{ type: 'usage.pageChanged', page: 'Facility', facilityId: 7 }]);
  });

  it("children's emitted events (navigate, notify, track ...) are re-emitted by the root", async () => {
    const { actor, emitted, childEmits } = startApp();
    await waitFor(actor, (s) => s.hasTag('ready'));
    childEmits('toggles', { type: 'navigate', routeName: 'Index' });
    childEmits('filter', { type: 'filter.rejected', reason: 'facilityUserCannotNarrow' });
    expect(emitted).toContainEqual({ type: 'navigate', routeName: 'Index' });
    expect(emitted).toContainEqual({ type: 'filter.rejected', reason: 'facilityUserCannotNarrow' });
  });

  it('routes render only when the base URL is known, an environment is selected and the languages have loaded', async () => {
    const { actor, childEmits } = startApp({ path: '/home' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(false);
    childEmits('language', { type: 'language.listLoaded', languages: [{ cultureName: 'en-US' }] });
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(false);
    childEmits('environment', { type: 'environment.changed', environment: envB });
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(true);
  });

  it('the /public route renders without a selected environment (languages still needed)', async () => {
    const { actor, childEmits } = startApp({ path: '/public' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(false);
    childEmits('language', { type: 'language.listLoaded', languages: [{ cultureName: 'en-US' }] });
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(true);
  });

  it('nothing renders while the base URL is unknown', async () => {
    const { actor } = startApp({ configs: [{ ...validConfig, qesBaseUrl: undefined }], path: '/public' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(selectCanRenderRoutes(actor.getSnapshot())).toBe(false);
  });

  it('the special-tenant flag is on when the selected environment belongs to config.specialTenantId', async () => {
    const { actor, childEmits } = startApp();
    await waitFor(actor, (s) => s.hasTag('ready'));
    childEmits('environment', { type: 'environment.changed', environment: envA });
    expect(selectIsSpecialTenant(actor.getSnapshot())).toBe(true);
    childEmits('environment', { type: 'environment.changed', environment: envB });
    expect(selectIsSpecialTenant(actor.getSnapshot())).toBe(false);
  });
});
