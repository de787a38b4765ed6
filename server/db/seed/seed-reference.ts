import type { Queryable } from '../database.js';
import { BulkTable } from './bulk-table.js';
import {
  COUNTRIES,
  ENVIRONMENTS,
  FACILITY_CATEGORIES,
  LANGUAGES,
  ROLES,
  SERVICE_ELEMENTS,
  TENANTS,
} from './reference-data.js';

export interface SeededDistrict {
  id: number;
  name: string;
  regionId: number;
  countryId: number;
  tenantId: string;
  latitude: number;
  longitude: number;
  spread: number;
}

/** Inserts tenants, environments, languages, geography and the global lookup tables. */
export async function seedReference(db: Queryable): Promise<SeededDistrict[]> {
  for (const [index, tenant] of TENANTS.entries()) {
    await db.query('INSERT INTO tenants (id, name, sort_order) VALUES ($1, $2, $3)', [
      tenant.id,
      tenant.name,
      index,
    ]);
  }
  for (const environment of ENVIRONMENTS) {
    await db.query(
      `INSERT INTO environments (id, tenant_id, name, kind, primary_color, qes_logo, qes_favicon, settings, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        environment.id,
        environment.tenantId,
        environment.name,
        environment.kind,
        environment.color,
        environment.qesLogo,
        environment.qesFavicon,
        JSON.stringify(environment.settings),
        environment.sortOrder,
      ],
    );
  }
  for (const [index, language] of LANGUAGES.entries()) {
    await db.query('INSERT INTO languages (culture_name, display_name, sort_order) VALUES ($1, $2, $3)', [
      language.cultureName,
      language.displayName,
      index,
    ]);
  }
  const lookups: [string, readonly { id: number; name: string }[]][] = [
    ['facility_categories', FACILITY_CATEGORIES],
    ['roles', ROLES],
  ];
  for (const [table, rows] of lookups) {
    const bulk = new BulkTable(db, table, [
      { name: 'id', type: 'int' },
      { name: 'name', type: 'text' },
    ]);
    for (const row of rows) await bulk.add([row.id, row.name]);
    await bulk.flush();
  }
  for (const element of SERVICE_ELEMENTS) {
    await db.query('INSERT INTO service_elements (id, name, sort_order) VALUES ($1, $2, $3)', [
      element.id,
      element.name,
      element.sortOrder,
    ]);
  }
  return seedGeography(db);
}

async function seedGeography(db: Queryable): Promise<SeededDistrict[]> {
  const districts: SeededDistrict[] = [];
  let regionId = 0;
  let districtId = 0;
  for (const country of COUNTRIES) {
    const [minLat, maxLat, minLon, maxLon] = country.bounds;
    await db.query(
      `INSERT INTO countries (id, tenant_id, name, iso_code, min_latitude, max_latitude, min_longitude, max_longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [country.id, country.tenantId, country.name, country.isoCode, minLat, maxLat, minLon, maxLon],
    );
    for (const region of country.regions) {
      regionId += 1;
      await db.query('INSERT INTO regions (id, country_id, name) VALUES ($1, $2, $3)', [
        regionId,
        country.id,
        region.name,
      ]);
      for (const [index, name] of region.districts.entries()) {
        districtId += 1;
        await db.query('INSERT INTO districts (id, region_id, name) VALUES ($1, $2, $3)', [
          districtId,
          regionId,
          name,
        ]);
        // districts sit around the region centre, so facility coordinates stay inside the country
        const angle = (index / region.districts.length) * 2 * Math.PI;
        districts.push({
          id: districtId,
          name,
          regionId,
          countryId: country.id,
          tenantId: country.tenantId,
          latitude: region.latitude + Math.sin(angle) * region.spread * 0.5,
          longitude: region.longitude + Math.cos(angle) * region.spread * 0.5,
          spread: region.spread * 0.5,
        });
      }
    }
  }
  return districts;
}
