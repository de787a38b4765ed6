import { z } from 'zod';
import type { Environment, LanguageOption } from './domain.types';
import { cultureNameSchema, idTextSchema, tenantQuerySchema } from './common.schemas';

/** GET /api/qps/environment/tenant?tenantId (or header tenantId); default: the first tenant. */
export const tenantEnvironmentQuerySchema = tenantQuerySchema;

const settingValueSchema = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const settingKeySchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a setting name');

/** The whole record: flat keys with simple values; `language` must be a culture name. */
export const userSettingsSchema = z
  .record(settingKeySchema, settingValueSchema)
  .refine((settings) => Object.keys(settings).length <= 50, 'at most 50 settings')
  .refine(
    (settings) => settings.language === undefined || cultureNameSchema.safeParse(settings.language).success,
    'language must be a culture name such as en-US',
  );

/** One key: `{ "key": "language", "value": "fr-FR" }`. */
export const userSettingUpdateSchema = z.strictObject({ key: settingKeySchema, value: settingValueSchema });

/**
 * PUT /api/qps/users/settings body: a body with exactly the two fields `key` (string) and `value`
 * is a one-key update; any other object replaces the whole record.
 */
export const userSettingsPutSchema = z.union([userSettingUpdateSchema, userSettingsSchema]);

export const TRACKED_PAGES = [
  'Home',
  'MomCare',
  'Facility',
  'Network',
  'Benchmarking',
  'Facility Numbers',
  'Yearly Performance',
  'Exit',
] as const;

/** POST /api/qps/Telemetry/Page headers (plus the signed-in headers); the body is empty. */
export const telemetryHeadersSchema = z.object({
  page: z.enum(TRACKED_PAGES),
  facilityid: idTextSchema.optional(),
  lastpage: z.enum(TRACKED_PAGES).optional(),
});

/** GET /api/tenant/configuration?tenantId: what the tenant service says about a tenant. */
export interface TenantConfiguration {
  tenantId: string;
  name: string;
  tenantEnvironment: Environment;
  languages: LanguageOption[];
  defaultCulture: string;
}
