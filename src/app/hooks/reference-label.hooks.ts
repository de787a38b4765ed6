import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The kinds of reference data the API names in English (sections of `reference-data.json`). */
export type ReferenceKind =
  | 'categories'
  | 'serviceElements'
  | 'facilityGroups'
  | 'roles'
  | 'surveys'
  | 'questions'
  | 'answers';

const NAMESPACE = 'reference-data';

/**
 * A reference-data label (category, service element, facility group, survey text...) in the
 * language in use. The API names them in English; a name without a translation (another
 * deployment's data) is shown as the API gives it. The English name is looked up as a whole,
 * not as an i18next key path, because names may hold dots, colons and question marks.
 */
export function useReferenceLabel(): (kind: ReferenceKind, name: string) => string {
  const { i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  return useCallback(
    (kind, name) => {
      const labels = i18n.getResource(language, NAMESPACE, kind) as Record<string, string> | undefined;
      return labels?.[name] ?? name;
    },
    [i18n, language],
  );
}
