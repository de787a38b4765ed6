import type { Resource } from 'i18next';
import { collectResources } from '../../src/services/i18n/locale-resources';

/**
 * Every culture's texts, loaded at once: tests render synchronously in any language. The portal
 * itself loads one culture at a time (src/services/i18n/i18n.ts).
 */
export const ALL_LOCALE_RESOURCES: Resource = collectResources(
  import.meta.glob<Record<string, unknown>>('../../src/services/i18n/locales/*/*.json', { eager: true }),
);
