import type { Queryable } from '../db/database.js';
import { isFacilityUser, type ScopeContext } from './facility-scope.js';
import {
  facilitiesCounted,
  percentileCont,
  type ScoreCounts,
  type SharedValue,
  scoreHistograms,
  withoutScore,
} from './score-histogram.js';
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

/**
 * Shared by every page that sets scores beside references: the three reference
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
 * A facility user compares its facility with the environment's groups, but only
 * by a median of at least this many other facilities, so no single peer's score can be read back.
 */
export const MIN_OTHERS_FOR_FACILITY_USER = 5;

/**
 * The facilities a facility's references are drawn from: a network user's scope; a facility user,
 * whose own scope holds just its facility, is compared with the whole environment.
 */
function referenceScope(scope: ScopeContext): [ScopeContext, number] {
  if (!isFacilityUser(scope)) return [scope, 1];
  return [{ environmentId: scope.environmentId }, MIN_OTHERS_FOR_FACILITY_USER];
}

/**
 * The one definition of the Country, Region and Category medians (docs/ui.md, "Reference
 * figures"), for every page that sets a facility's scores beside them (Facility Details,
 * Benchmarking): the median of each service element's latest score among the other assessed
 * facilities of its country, of its region and of its category, in the caller's whole environment
 * (a facility user: see referenceScope). The page's filter never applies, so a national median
 * stays national when the filter is narrowed to a region. The facility itself is left out of each
 * group; a group too small gives null.
 */
export async function elementReferenceMedians(
  db: Queryable,
  scope: ScopeContext,
  facility: ReferencedFacility,
  elements: ServiceElement[],
): Promise<Map<number, ElementReferences>> {
  const shared = {
    country_id: facility.countryId,
    region_id: facility.regionId,
    category_id: facility.categoryId,
  };
  const [groupScope, fewestOthers] = referenceScope(scope);
  const [national, regional, peers] = await Promise.all(
    Object.values(REFERENCE_GROUPS).map((column) =>
      scoreHistograms(db, groupScope, {}, elements, { column, value: shared[column] }),
    ),
  );
  const medianOf = (groups: Map<number, ScoreCounts>, position: number) => {
    const counts = groups.get(position) ?? [];
    const own = facility.scoreAt(position);
    const others = own === null ? counts : withoutScore(counts, own);
    return facilitiesCounted(others) < fewestOthers ? null : round1(percentileCont(others, 0.5));
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
