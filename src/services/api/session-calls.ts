import type {
  Environment,
  LanguageOption,
  PageTelemetry,
  Permission,
  UserSettings,
} from '../../../contract/domain.types';
import type { CallOptions } from './qps-client.types';
import { PAGE_TELEMETRY_PATH, pageTelemetryHeaders } from './qps-headers';
import type { QpsHttp } from './qps-http';

const USER_SETTINGS_PATH = '/api/qps/users/settings';

/** Calls about the session's surroundings: environments, languages, permissions, settings, telemetry. */
export function createSessionCalls(http: QpsHttp) {
  return {
    /** GET /api/qps/environment: the signed-in user's environments (sent without the environment header). */
    getEnvironments: (options: CallOptions = {}) =>
      http.json<Environment[]>({
        access: 'signedInWithoutEnvironment',
        method: 'GET',
        url: '/api/qps/environment',
        ...options,
      }),

    /** GET /api/qps/environment/tenant?tenantId (anonymous): the theme when signed out. */
    getTenantEnvironment: (query: { tenantId?: string } = {}, options: CallOptions = {}) =>
      http.json<Environment>({
        access: 'anonymous',
        method: 'GET',
        url: '/api/qps/environment/tenant',
        params: query,
        ...options,
      }),

    /** GET /api/qps/language (anonymous): the language list. */
    getLanguages: (options: CallOptions = {}) =>
      http.json<LanguageOption[]>({
        access: 'anonymous',
        method: 'GET',
        url: '/api/qps/language',
        ...options,
      }),

    /** GET /api/qps/permission/permissions: the signed-in user's permissions. */
    getPermissions: (options: CallOptions = {}) =>
      http.json<Permission[]>({
        access: 'signedIn',
        method: 'GET',
        url: '/api/qps/permission/permissions',
        ...options,
      }),

    /** GET /api/qps/users/settings. */
    getUserSettings: (options: CallOptions = {}) =>
      http.json<UserSettings>({ access: 'signedIn', method: 'GET', url: USER_SETTINGS_PATH, ...options }),

    /** PUT /api/qps/users/settings with the whole record. */
    putUserSettings: (settings: UserSettings, options: CallOptions = {}) =>
      http.json<UserSettings>({
        access: 'signedIn',
        method: 'PUT',
        url: USER_SETTINGS_PATH,
        data: settings,
        change: true,
        ...options,
      }),

    /** PUT /api/qps/users/settings for one key, e.g. ('language', 'fr-FR'). */
    putUserSetting: (key: string, value: unknown, options: CallOptions = {}) =>
      http.json<UserSettings>({
        access: 'signedIn',
        method: 'PUT',
        url: USER_SETTINGS_PATH,
        data: { key, value },
        change: true,
        ...options,
      }),

    /** POST /api/qps/Telemetry/Page: empty body; page, facilityId and lastPage travel as headers. */
    postPageTelemetry: async (telemetry: PageTelemetry, options: CallOptions = {}): Promise<void> => {
      await http.json<unknown>({
        access: 'signedIn',
        method: 'POST',
        url: PAGE_TELEMETRY_PATH,
        change: true,
        headers: pageTelemetryHeaders(telemetry),
        ...options,
      });
    },
  };
}
