import type { FilterContext } from '../../../machines/filter/filter.types';
import type { StateOracles } from '../oracle';

/** Filter states from the spec (section 4: a facility user's filter cannot be narrowed). */
export const filterOracles: StateOracles<FilterContext> = {
  unrestricted: {
    'may be changed': ({ tags }) => !tags.has('readOnly'),
    'belongs to a user who is not a facility user': ({ context }) => !context.isFacilityUser,
    'never rejects a change': ({ emittedNow }) =>
      !emittedNow.some((event) => event.type === 'filter.rejected'),
  },
  facilityUser: {
    'is read-only': ({ tags }) => tags.has('readOnly'),
    'belongs to a facility user': ({ context }) => context.isFacilityUser,
  },
};
