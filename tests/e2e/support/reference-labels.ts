import {
  COUNTRIES,
  ENVIRONMENTS,
  FACILITY_CATEGORIES,
  FACILITY_GROUP_NAMES,
  ORGANIZATION_NAMES,
  ROLES,
  SERVICE_ELEMENTS,
  SURVEYS,
  TENANTS,
} from '../../../server/db/seed/reference-data';
import { ANALYST_ENVIRONMENT_ID, type E2eStack } from './index';

/**
 * The English labels that come from reference data: what a French or Swahili page must not show.
 * Level and state names are what the API labels facilities with ("Level 3", "Uncertified").
 */
export const ENGLISH_REFERENCE_LABELS: readonly string[] = [
  ...FACILITY_CATEGORIES.map((category) => category.name),
  ...SERVICE_ELEMENTS.map((element) => element.name),
  ...FACILITY_GROUP_NAMES,
  ...ROLES.map((role) => role.name),
  ...SURVEYS.flatMap((survey) => [survey.name, ...survey.questions, ...survey.answers]),
  ...[1, 2, 3, 4, 5].map((level) => `Level ${level}`),
  'Uncertified',
  'Inactive',
];

/**
 * Proper nouns stay as they are in every language: facility names (which contain a category word,
 * "Upendo Clinic"), places, organisations, tenants and environments.
 */
export async function properNouns(stack: E2eStack): Promise<string[]> {
  const { rows } = await stack.db.query<{ name: string }>(
    'SELECT name FROM facilities WHERE environment_id = $1',
    [ANALYST_ENVIRONMENT_ID],
  );
  const places = COUNTRIES.flatMap((country) => [
    country.name,
    ...country.regions.flatMap((region) => [region.name, ...region.districts]),
  ]);
  const names = [
    ...rows.map((row) => row.name),
    ...places,
    ...ORGANIZATION_NAMES,
    ...TENANTS.map((tenant) => tenant.name),
    ...ENVIRONMENTS.map((environment) => environment.name),
  ];
  // Longest first, so "Kisumu Central" goes before "Kisumu".
  return names.sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English reference labels found in `text` once the proper nouns are taken out. */
export function englishLabelsIn(text: string, nouns: readonly string[]): string[] {
  const withoutNouns = nouns.reduce((rest, noun) => rest.split(noun).join(' '), text);
  return ENGLISH_REFERENCE_LABELS.filter((label) =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(label)}($|[^\\p{L}])`, 'u').test(withoutNouns),
  );
}
