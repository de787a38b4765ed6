export { DEFAULT_NAMESPACE, FALLBACK_CULTURE, SUPPORTED_CULTURES } from './cultures';
export { createI18n, type I18nOptions, type I18nService } from './i18n';
export { collectResources, culturesWithTexts } from './locale-resources';
