import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from './levels';

/** The words for a certification level everywhere it is shown: "Level 3", or "Uncertified" for none. */
export function useLevelName(): (key: Level | 'none') => string {
  const { t } = useTranslation('pages-common');
  return useCallback((key) => (key === 'none' ? t('level.none') : t('level.named', { level: key })), [t]);
}
