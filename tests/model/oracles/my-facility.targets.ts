import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the my-facility machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/my-facility.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const myFacilityTargets: TransitionTargets = {
  // A facility user in an environment: their facility is looked up.
  '(machine) --myFacility.userChanged #1': 'finding',
  // Anyone else, or no environment: no facility.
  '(machine) --myFacility.userChanged #2': 'none',
  // The user left the page the portal opened at: no landing any more.
  '(machine) --myFacility.addressChanged #1': null,
  // The address changed (the filter written into it).
  '(machine) --myFacility.addressChanged #2': null,
  // The server named the facility (or none): its page can open and Home can link to it.
  'finding --done: findMyFacility': 'known',
  // The facility could not be found: the portal stays where it is, Home shows its card without links.
  'finding --error: findMyFacility': 'known',
  // Opened at the plain root, its filter written: the facility's page opens instead.
  'known --always': null,
};
