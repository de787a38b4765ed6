import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import type { ScopeContext } from './facility-scope.js';
import { percentileCont, type SharedValue, scoreHistograms, withoutScore } from './score-histogram.js';
import type { ServiceElement } from './service-elements.js';

/** Where a facility stands: what its reference groups share with it, and its own latest scores. */
export interface ReferencedFacility {
  countryId: number;
  regionId: number;
  categoryId: number;
  /** Latest scores by element position (1-based); null where not scored. */
  scoreAt(position: number): number | null;
  /** False when the filter leaves the facility out: then it is in none of the counted groups. */
  counted?: boolean;
}

export interface ElementReferences {
  nationalMedian: number | null;
  regionalMedian: number | null;
  peerMedian: number | null;
}

/**
 * Issue 15 item 5, shared by every page that sets scores beside references: the three reference
 * groups are the facilities sharing the country, the region, or the category (the peers).
 */
export const REFERENCE_GROUPS = {
  nationalMedian: 'country_id',
  regionalMedian: 'region_id',
  peerMedian: 'category_id',
} as const satisfies Record<keyof ElementReferences, SharedValue['column']>;

export const NO_REFERENCES: ElementReferences = {
  nationalMedian: null,
  regionalMedian: null,
  peerMedian: null,
};

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Beside a facility's scores, the median of each service element among the other assessed
 * facilities of its country, of its region and of its category, in the caller's scope and, where
 * a page filters (Benchmarking), in the filtered network. The facility itself is left out of each
 * group; an empty group gives null.
 */
export async function elementReferenceMedians(
  db: Queryable,
  scope: ScopeContext,
  facility: ReferencedFacility,
  elements: ServiceElement[],
  filter: WireFilter = {},
): Promise<Map<number, ElementReferences>> {
  const shared = {
    country_id: facility.countryId,
    region_id: facility.regionId,
    category_id: facility.categoryId,
  };
  const [national, regional, peers] = await Promise.all(
    Object.values(REFERENCE_GROUPS).map((column) =>
      scoreHistograms(db, scope, filter, elements, { column, value: shared[column] }),
    ),
  );
  const medianOf = (groups: typeof national, position: number) => {
    const counts = groups.get(position) ?? [];
    const own = facility.counted === false ? null : facility.scoreAt(position);
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
