export { DEFAULT_NAMESPACE, FALLBACK_CULTURE, SUPPORTED_CULTURES, type SupportedCulture } from './cultures';
export { createI18n, type I18nService } from './i18n';
export { collectResources, LOCALE_RESOURCES } from './locale-resources';
