import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectCultureName, selectLanguages } from '../../../machines/language';
import type { LanguageOption } from '../../../contract/domain.types';
import { useAppChild } from '../app-actor.context';

const NO_LANGUAGES: LanguageOption[] = [];

export function useLanguageView() {
  const language = useAppChild('language');
  const options = useSelector(language, (s) => (s ? selectLanguages(s) : NO_LANGUAGES));
  const languages = useMemo(() => options.map((option) => option.cultureName), [options]);
  return {
    languages,
    cultureName: useSelector(language, (s) => (s ? selectCultureName(s) : null)),
  };
}

export function useLanguageEvents() {
  const language = useAppChild('language');
  return useMemo(
    () => ({ select: (cultureName: string) => language?.send({ type: 'language.select', cultureName }) }),
    [language],
  );
}
