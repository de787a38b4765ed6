import type { Queryable } from '../db/database.js';
import type { ScopeContext } from './facility-scope.js';
import { percentileCont, scoreHistograms, withoutScore } from './score-histogram.js';
import type { ServiceElement } from './service-elements.js';

/** Where a facility stands: what its reference groups share with it, and its own latest scores. */
export interface ReferencedFacility {
  countryId: number;
  regionId: number;
  categoryId: number;
  /** Latest scores by element position (1-based); null where not scored. */
  scoreAt(position: number): number | null;
}

export interface ElementReferences {
  nationalMedian: number | null;
  regionalMedian: number | null;
  peerMedian: number | null;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Issue 15 item 5: beside a facility's scores, the median of each service element among the
 * other assessed facilities of its country, of its region and of its category (its peers), in
 * the caller's scope. The facility itself is left out of each group; an empty group gives null.
 */
export async function elementReferenceMedians(
  db: Queryable,
  scope: ScopeContext,
  facility: ReferencedFacility,
  elements: ServiceElement[],
): Promise<Map<number, ElementReferences>> {
  const [national, regional, peers] = await Promise.all([
    scoreHistograms(db, scope, { countryIds: [facility.countryId] }, elements),
    scoreHistograms(db, scope, {}, elements, { column: 'region_id', value: facility.regionId }),
    scoreHistograms(db, scope, {}, elements, { column: 'category_id', value: facility.categoryId }),
  ]);
  const medianOf = (groups: typeof national, position: number) => {
    const counts = groups.get(position) ?? [];
    const own = facility.scoreAt(position);
    return round1(percentileCont(own === null ? counts : withoutScore(counts, own), 0.5));
  };
  return new Map(
    elements.map((element) => [
      element.position,
      {
        nationalMedian: medianOf(national, element.position),
        regionalMedian: medianOf(regional, element.position),
        peerMedian: medianOf(peers, element.position),
      },
    ]),
  );
}
