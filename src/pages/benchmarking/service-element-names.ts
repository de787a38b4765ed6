import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A service element's name in the selected language. The API names them in English; a name
 * without a translation (another deployment's elements) is shown as the API gives it.
 */
export function useServiceElementName(): (name: string) => string {
  const { t } = useTranslation('benchmarking');
  return useCallback((name: string) => t(`serviceElements.${name}`, { defaultValue: name }), [t]);
}
