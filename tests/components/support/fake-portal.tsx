/**
 * The real portal (composition root, root machine, every child machine, router, layouts) over
 * fake adapters: an in-memory QPS client, a fake UserManager and memory storage. Tests drive it
 * as a user would and check what the fake API was asked.
 */
import { configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { SavedView } from '../../../contract/saved-view.schemas';
import type { ContractData, Environment, RuntimeConfig } from '../../../contract/domain.types';
import { App } from '../../../src/app/App';
import type { Adapters } from '../../../src/app/compose/create-adapters';
import { persistSlices } from '../../../src/app/compose/persist-slices';
import { createRuntime } from '../../../src/app/compose/runtime';
import { provideAppMachine } from '../../../src/app/compose-app';
import { createAnalyticsServices } from '../../../src/services/analytics/analytics-services';
import { createI18n } from '../../../src/services/i18n';
import { ALL_LOCALE_RESOURCES } from '../../support/all-locale-resources';
import { fakeSavedViewCalls } from './fake-saved-views';

// The whole portal starts in each test (config, restore, sign-in, sync): give it time.
configure({ asyncUtilTimeout: 10_000 });

export const CONFIG: RuntimeConfig = {
  qesBaseUrl: 'http://api.test',
  identityServerBaseUrl: 'http://idp.test',
  languages: [{ cultureName: 'en-US' }],
};

export const PRODUCTION: Environment = {
  id: 'prod',
  name: 'Production',
  tenantId: 't1',
  environmentSettings: { primaryColor: '#1565C0', qesLogo: 'data:image/svg+xml,%3Csvg/%3E' },
};
export const TRAINING: Environment = {
  id: 'train',
  name: 'Training',
  tenantId: 't1',
  environmentSettings: { primaryColor: '#8E24AA', qesLogo: 'data:image/svg+xml,%3Csvg/%3E' },
};
const TENANT: Environment = { ...PRODUCTION, id: 'tenant', name: 'Tenant' };

export const ANALYST_PERMISSIONS = [
  'QAP.HomePage',
  'QAP.BenchmarkingPage',
  'QAP.BenchmarkingV2Page',
  'QAP.YearlyPerformancePage',
];

export const CONTRACTS: ContractData = {
  contracts: [
    {
      id: 7,
      name: 'Maternal care 2024',
      facilityCount: 2,
      organizations: [{ roleId: 1, organizationId: 3 }],
    },
  ],
  organizations: [{ id: 3, name: 'Health Fund' }],
  roles: [{ id: 1, name: 'Funder' }],
  uncontractedFacilityCount: 1,
};

export interface FakePortalOptions {
  path?: string;
  /** The stored user's profile; null = signed out. */
  user?: { sub: string; name: string; email: string; user_type?: string } | null;
  permissions?: string[];
  environments?: Environment[];
  /** Runtime configuration values beyond the minimal CONFIG (specialTenantId, ...). */
  config?: Partial<RuntimeConfig>;
  completeSignIn?: () => Promise<never>;
  /** Replaces the redirect to the provider's login (a failure to start signing in). */
  signInRedirect?: () => Promise<never>;
  /** The user's saved views, and other users' views reachable by link (fake-saved-views.ts). */
  savedViews?: { mine?: SavedView[]; others?: SavedView[] };
  /** Ids of the facilities the (fake) server lets the user see in a list: a facility user's one facility. */
  visibleFacilityIds?: number[];
  /** getResult rows per query key (every other key answers no rows). */
  queryRows?: Record<string, unknown[]>;
  /** The General/AppToggles answer (default: none, so the defaults stand). */
  toggles?: Record<string, unknown>;
}

/** The QPS calls the frame makes, as spies with canned answers. */
function fakeQps(options: FakePortalOptions) {
  const named = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
  const queryRows = vi.fn(async (key: string) => ({
    data:
      key === 'General/FacilityCategories' ? named('Hospital', 'Clinic') : (options.queryRows?.[key] ?? []),
    texts: {},
    options: {},
  }));
  return {
    getEnvironments: vi.fn(async () => options.environments ?? [PRODUCTION, TRAINING]),
    getTenantEnvironment: vi.fn(async () => TENANT),
    getLanguages: vi.fn(async () => [
      { cultureName: 'en-US' },
      { cultureName: 'fr-FR' },
      { cultureName: 'sw-KE' },
    ]),
    getPermissions: vi.fn(async () => (options.permissions ?? ANALYST_PERMISSIONS).map((name) => ({ name }))),
    getUserSettings: vi.fn(async () => ({})),
    putUserSetting: vi.fn(async () => ({})),
    getFacilitySet: vi.fn(async () => ({ handle: 'fs_0123456789abcdefghijkl', count: 0 })),
    forgetRememberedAnswers: vi.fn(),
    getResultFirst: vi.fn(async (key: string) =>
      key === 'General/AppToggles' && options.toggles ? { data: options.toggles } : null,
    ),
    // The typed calls (the filter panel's categories) and the page-data children's answer by key.
    getResultRows: queryRows,
    getAnswer: queryRows,
    postPageTelemetry: vi.fn(async () => undefined),
    listFacilities: vi.fn(async () => {
      const ids = options.visibleFacilityIds ?? [];
      return { total: ids.length, offset: 0, limit: 2, items: ids.slice(0, 2).map((id) => ({ id })) };
    }),
    getCountryOptions: vi.fn(async () => named('Kenya', 'Uganda')),
    getRegionOptions: vi.fn(async (filter: { countryIds?: number[] }) =>
      filter.countryIds?.includes(1) ? named('Nairobi') : named('Nairobi', 'Western'),
    ),
    getDistrictOptions: vi.fn(async () => named('Kibra')),
    getContractOptions: vi.fn(async () => CONTRACTS),
    getFacilityGroups: vi.fn(async () => named('Faith-Based Network')),
    getSurveys: vi.fn(async () => named('Client satisfaction 2024')),
    ...fakeSavedViewCalls(options.savedViews?.mine, options.savedViews?.others),
  };
}

function fakeUserManager(options: FakePortalOptions) {
  const profile =
    options.user === undefined
      ? { sub: 'u1', name: 'Ada Analyst', email: 'analyst@demo.test' }
      : options.user;
  const stored = profile && {
    profile,
    access_token: 'token',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  };
  return {
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async () => stored),
    signinRedirect: vi.fn(options.signInRedirect ?? (async () => undefined)),
    signinRedirectCallback: vi.fn(options.completeSignIn ?? (async () => stored)),
    signoutRedirect: vi.fn(async () => undefined),
    beginSignOut: vi.fn(() => undefined),
  };
}

/** Starts the portal at `path` under StrictMode and returns the fakes to inspect. */
export function renderFakePortal(options: FakePortalOptions = {}) {
  // jsdom lacks these: the router bridge scrolls to the top-left, Mantine's combobox scrolls options into view.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  const qps = fakeQps(options);
  const userManager = fakeUserManager(options);
  const saved = new Map<string, unknown>();
  const runtime = createRuntime();
  const adapters = {
    runtime,
    loadConfig: async () => ({ ...CONFIG, ...options.config }),
    analytics: createAnalyticsServices(),
    qps,
    getUserManager: async () => userManager,
    userManagerNow: () => userManager,
    // The fake identity library answers for itself whether a user is stored.
    hasStoredSession: () => true,
    storage: {
      ready: async () => undefined,
      load: async () => null,
      save: async (id: string, value: unknown) => void saved.set(id, value),
      remove: async () => undefined,
      loadSlices: async () => ({}),
    },
    i18n: createI18n('en-US', { resources: ALL_LOCALE_RESOURCES }),
  } as unknown as Adapters;
  const actor = createActor(provideAppMachine(adapters), { input: { path: options.path ?? '/' } });
  runtime.root = actor;
  persistSlices(actor, adapters.storage);
  actor.on('language.changed', ({ cultureName }) => void adapters.i18n.changeLanguage(cultureName));
  actor.start();
  const view = render(
    <StrictMode>
      <App
        actor={actor}
        i18n={adapters.i18n.i18n}
        mantineEnv="test"
        createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] })}
      />
    </StrictMode>,
  );
  return { ...view, actor, qps, userManager, saved, stop: () => actor.stop() };
}
