import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageEvents, useLanguageView } from '../../app/hooks/language.hooks';
import { nativeLanguageNames } from './language-names';

/** Select of the available languages, each in its own name; choosing sends language.select. */
export function LanguagePicker() {
  const { t } = useTranslation('frame');
  const { languages, cultureName } = useLanguageView();
  const { select } = useLanguageEvents();
  const data = useMemo(() => {
    const names = nativeLanguageNames(languages);
    return languages.map((code, index) => ({ value: code, label: names[index] }));
  }, [languages]);
  return (
    <Select
      aria-label={t('language.label')}
      data={data}
      value={cultureName}
      onChange={(value) => value && select(value)}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={190}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
