import type { Queryable } from '../database.js';
import { BulkTable } from './bulk-table.js';
import { clamp, type Random } from './random.js';
import {
  ASSESSMENT_YEARS,
  COUNTRIES,
  FACILITY_CATEGORIES,
  FACILITY_NAME_WORDS,
  REFERENCE_DATE,
  SERVICE_ELEMENTS,
} from './reference-data.js';
import type { SeededDistrict } from './seed-reference.js';

export interface SeededFacility {
  id: number;
  categoryId: number;
  quality: number;
  isCertActive: boolean;
}

export interface FacilitySeedContext {
  db: Queryable;
  random: Random;
  environmentId: string;
  districts: SeededDistrict[];
  facilityGroupIds: number[];
  count: number;
  /** Shared id counters, so ids stay unique across environments. */
  ids: { facility: number; certificate: number; activity: number };
}

// a service element's typical distance from the facility's overall quality
const ELEMENT_BIAS = [5, -3, 2, 6, 0, -4, -8, 1];

export function levelForScore(score: number): number | null {
  if (score >= 90) return 5;
  if (score >= 80) return 4;
  if (score >= 70) return 3;
  if (score >= 60) return 2;
  if (score >= 50) return 1;
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Inserts the facilities of one environment with their assessments, MomCare months and activity documents. */
export async function seedFacilities(context: FacilitySeedContext): Promise<SeededFacility[]> {
  const { db, random, ids } = context;
  const tables = createTables(db);
  const seeded: SeededFacility[] = [];
  const isoByCountry = new Map(COUNTRIES.map((country) => [country.id, country.isoCode]));
  const categoryWeights = FACILITY_CATEGORIES.map((category) => [category, category.weight] as const);

  for (let index = 0; index < context.count; index += 1) {
    ids.facility += 1;
    const id = ids.facility;
    const district = random.pick(context.districts);
    const category = random.weighted(categoryWeights);
    const word = random.pick(FACILITY_NAME_WORDS);
    const name = random.chance(0.5)
      ? `${district.name} ${word} ${category.name}`
      : `${word} ${category.name} ${district.name}`;
    const quality = clamp(random.normal(64, 13), 25, 97);
    const history = assessHistory(random, quality);
    const latest = history.at(-1);
    const level = latest ? levelForScore(latest.total) : null;
    let certificateId: number | null = null;
    let validFrom: string | null = null;
    let validTo: string | null = null;
    if (latest && level !== null) {
      ids.certificate += 1;
      certificateId = ids.certificate;
      validFrom = latest.assessedOn;
      validTo = `${latest.year + 3}${latest.assessedOn.slice(4)}`;
    }
    const isCertActive = validTo !== null && validTo >= REFERENCE_DATE;
    await tables.facilities.add([
      id,
      context.environmentId,
      `${isoByCountry.get(district.countryId)}-${String(id).padStart(6, '0')}`,
      name,
      category.id,
      random.chance(0.9) ? random.pick(context.facilityGroupIds) : null,
      district.countryId,
      district.regionId,
      district.id,
      Number(random.normal(district.latitude, district.spread / 2).toFixed(5)),
      Number(random.normal(district.longitude, district.spread / 2).toFixed(5)),
      level,
      certificateId,
      validFrom,
      validTo,
      isCertActive,
      random.chance(0.4),
      random.chance(0.55),
      latest ? latest.total : null,
      latest ? latest.year : null,
    ]);
    for (const assessment of history) {
      await tables.assessments.add([
        id,
        assessment.year,
        assessment.assessedOn,
        assessment.total,
        levelForScore(assessment.total),
        assessment.scores,
        assessment === latest,
      ]);
    }
    if (latest) {
      ids.activity += 1;
      await tables.activities.add([
        ids.activity,
        id,
        `Assessment report ${latest.year}`,
        latest.assessedOn,
        `assessment-report-${id}-${latest.year}.pdf`,
      ]);
    }
    if (category.deliveries > 0)
      await addMomCareYear(tables.momcare, random, id, category.deliveries, category.id === 1);
    seeded.push({ id, categoryId: category.id, quality, isCertActive });
  }
  for (const table of Object.values(tables)) await table.flush();
  return seeded;
}

interface SeededAssessment {
  year: number;
  assessedOn: string;
  total: number;
  scores: number[];
}

function assessHistory(random: Random, quality: number): SeededAssessment[] {
  if (random.chance(0.08)) return []; // never assessed: uncertified
  const firstYear = random.weighted(
    ASSESSMENT_YEARS.map((year, index) => [year, [50, 20, 14, 10, 6][index]] as const),
  );
  const offsets = SERVICE_ELEMENTS.map((_, index) => ELEMENT_BIAS[index] + random.normal(0, 7));
  const trend = random.normal(2, 2.5);
  const history: SeededAssessment[] = [];
  for (const year of ASSESSMENT_YEARS) {
    if (year < firstYear || (year > firstYear && !random.chance(0.8))) continue;
    const step = year - firstYear;
    const scores = offsets.map((offset) =>
      Math.round(clamp(quality + offset + trend * step + random.normal(0, 5), 0, 100)),
    );
    const total = Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
    const assessedOn = `${year}-${pad(random.int(2, 11))}-${pad(random.int(1, 28))}`;
    history.push({ year, assessedOn, total, scores });
  }
  return history;
}

async function addMomCareYear(
  table: BulkTable,
  random: Random,
  facilityId: number,
  deliveries: number,
  isHospital: boolean,
) {
  const size = clamp(random.normal(1, 0.3), 0.3, 2);
  const year = ASSESSMENT_YEARS.at(-1);
  for (let month = 1; month <= 12; month += 1) {
    const seasonal = 1 + 0.1 * Math.sin((month / 12) * 2 * Math.PI);
    const births = Math.max(
      1,
      Math.round(deliveries * size * seasonal * clamp(random.normal(1, 0.12), 0.6, 1.4)),
    );
    const firstAnc = Math.round(births * clamp(random.normal(1.3, 0.1), 1, 1.7));
    await table.add([
      facilityId,
      `${year}-${pad(month)}-01`,
      firstAnc,
      Math.round(firstAnc * clamp(random.normal(0.56, 0.08), 0.3, 0.9)),
      births,
      Math.round(births * clamp(random.normal(isHospital ? 0.19 : 0.03, 0.03), 0, 0.4)),
      Math.round(births * clamp(random.normal(0.72, 0.1), 0.3, 1)),
      Math.round(births * clamp(random.normal(isHospital ? 0.02 : 0.08, 0.02), 0, 0.3)),
    ]);
  }
}

function createTables(db: Queryable) {
  const columns = (spec: string) =>
    spec.split(',').map((entry) => {
      const [name, type] = entry.trim().split(' ');
      return { name, type };
    });
  const facilities = new BulkTable(
    db,
    'facilities',
    columns(
      'id int, environment_id text, code text, name text, category_id int, facility_group_id int, country_id int, ' +
        'region_id int, district_id int, latitude float8, longitude float8, awarded_level smallint, certificate_id int, ' +
        'certificate_valid_from date, certificate_valid_to date, is_cert_active bool, is_self_active bool, ' +
        'is_entry_active bool, latest_score real, latest_year smallint',
    ),
  );
  return {
    facilities,
    assessments: new BulkTable(
      db,
      'assessments',
      columns(
        'facility_id int, year smallint, assessed_on date, total_score real, awarded_level smallint, scores smallint[], is_latest bool',
      ),
    ).dependOn(facilities),
    activities: new BulkTable(
      db,
      'activities',
      columns('id int, facility_id int, title text, activity_date date, file_name text'),
    ).dependOn(facilities),
    momcare: new BulkTable(
      db,
      'momcare_monthly',
      columns(
        'facility_id int, month date, first_anc_visits int, anc4_visits int, facility_deliveries int, ' +
          'caesarean_deliveries int, postnatal_visits int, referrals int',
      ),
    ).dependOn(facilities),
  };
}
