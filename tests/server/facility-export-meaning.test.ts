import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * docs/ui.md, exports that keep their meaning: the facility list's CSV opens whole in a spreadsheet
 * (a UTF-8 byte-order mark), speaks the caller's language in its headers and words, and names what
 * it lists (the category's name, not its id; "Uncertified", not a blank level).
 */
let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('facility-export-meaning');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

/** The export as bytes (a text decoder would drop the byte-order mark), in `culture`. */
async function exportBytes(culture: string) {
  const response = await fetch(`${api.baseUrl}/api/qps/facility/export`, {
    method: 'POST',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${analyst}`,
      environmentId: ENVIRONMENTS.afyaProduction,
      culture,
    },
    body: JSON.stringify({ filter: {} }),
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const linesOf = (bytes: Uint8Array) =>
  new TextDecoder('utf-8', { ignoreBOM: true })
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('the facility list CSV keeps its meaning', () => {
  it('starts with a UTF-8 byte-order mark', async () => {
    expect([...(await exportBytes('en-US')).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("its headers are in the caller's language", async () => {
    expect(linesOf(await exportBytes('en-US'))[0]).toBe(
      'Id,Code,Name,Category,Certification level,Latest score,Country,Region,District,Active',
    );
    expect(linesOf(await exportBytes('fr-FR'))[0]).toBe(
      'Id,Code,Nom,Catégorie,Niveau de certification,Dernier score,Pays,Région,District,Actif',
    );
  });

  it('names the category of each facility, and says Uncertified where there is no level', async () => {
    const { rows } = await api.db.query<{
      id: number;
      category: string;
      level: number | null;
      active: boolean;
    }>(
      `SELECT f.id, c.name AS category, f.awarded_level AS level,
         (f.is_cert_active OR f.is_self_active OR f.is_entry_active) AS active
       FROM facilities f JOIN facility_categories c ON c.id = f.category_id WHERE f.environment_id = $1`,
      [ENVIRONMENTS.afyaProduction],
    );
    const expected = new Map(rows.map((row) => [row.id, row]));
    const lines = linesOf(await exportBytes('en-US')).slice(1);
    expect(lines).toHaveLength(rows.length);
    expect(rows.some((row) => row.level === null)).toBe(true);
    for (const line of lines) {
      // the seed's names hold no comma or quote, so a plain split reads the fields
      const fields = line.split(',');
      const row = expected.get(Number(fields[0]));
      expect({ id: fields[0], category: fields[3], level: fields[4], active: fields[9] }).toEqual({
        id: fields[0],
        category: row?.category,
        level: row?.level === null ? 'Uncertified' : String(row?.level),
        active: row?.active ? 'Yes' : 'No',
      });
    }
  });
});
