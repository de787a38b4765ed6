import type { FacilityListItem } from '../../contract/facility-list.schemas.js';

type Culture = 'en-US' | 'fr-FR' | 'sw-KE' | 'ar-SA';

/** The export's words per culture (the `culture` header of the call); other cultures get English. */
const WORDS: Record<
  Culture,
  {
    headers: [string, string, string, string, string, string, string, string, string, string];
    uncertified: string;
    yes: string;
    no: string;
  }
> = {
  'en-US': {
    headers: [
      'Id',
      'Code',
      'Name',
      'Category',
      'Certification level',
      'Latest score',
      'Country',
      'Region',
      'District',
      'Active',
    ],
    uncertified: 'Uncertified',
    yes: 'Yes',
    no: 'No',
  },
  'fr-FR': {
    headers: [
      'Id',
      'Code',
      'Nom',
      'Catégorie',
      'Niveau de certification',
      'Dernier score',
      'Pays',
      'Région',
      'District',
      'Actif',
    ],
    uncertified: 'Non certifié',
    yes: 'Oui',
    no: 'Non',
  },
  'sw-KE': {
    headers: [
      'Kitambulisho',
      'Msimbo',
      'Jina',
      'Aina',
      'Kiwango cha uthibitisho',
      'Alama ya mwisho',
      'Nchi',
      'Mkoa',
      'Wilaya',
      'Kinafanya kazi',
    ],
    uncertified: 'Hakijathibitishwa',
    yes: 'Ndiyo',
    no: 'Hapana',
  },
  'ar-SA': {
    headers: [
      'المعرّف',
      'الرمز',
      'الاسم',
      'الفئة',
      'مستوى الاعتماد',
      'آخر درجة',
      'الدولة',
      'المنطقة',
      'المقاطعة',
      'نشط',
    ],
    uncertified: 'غير معتمد',
    yes: 'نعم',
    no: 'لا',
  },
};

const wordsFor = (culture: string | undefined) => WORDS[culture as Culture] ?? WORDS['en-US'];

export interface FacilityCsvOptions {
  /** The caller's culture: the headers and the words of the cells. */
  culture?: string;
  /** Category names by id: an export names its categories, as it names its places. */
  categoryNames: ReadonlyMap<number, string>;
}

function columnsFor({ culture, categoryNames }: FacilityCsvOptions): ((item: FacilityListItem) => unknown)[] {
  const words = wordsFor(culture);
  return [
    (item) => item.id,
    (item) => item.code,
    (item) => item.name,
    (item) => categoryNames.get(item.categoryId) ?? '',
    (item) => item.awardedLevel ?? words.uncertified,
    (item) => item.latestScore,
    (item) => item.countryName,
    (item) => item.regionName,
    (item) => item.districtName,
    (item) => (item.isActive ? words.yes : words.no),
  ];
}

/** Makes spreadsheet programs read the file as UTF-8 (accented and Arabic names stay whole). */
const BYTE_ORDER_MARK = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: text that could be read as a formula gets a leading quote mark. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * A byte-order mark and the header row in the caller's language, then one chunk of lines per
 * batch (never more than a batch in memory): names, not ids; "Uncertified" where no level.
 */
export async function* facilityCsv(
  batches: AsyncIterable<FacilityListItem[]>,
  options: FacilityCsvOptions,
): AsyncGenerator<string> {
  const columns = columnsFor(options);
  yield BYTE_ORDER_MARK + line(wordsFor(options.culture).headers);
  for await (const batch of batches) {
    yield batch.map((item) => line(columns.map((field) => field(item)))).join('');
  }
}
