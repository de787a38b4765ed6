import type { Coverage } from '../../src/pages/statecharts/model/path-format';
import { allStateIds, allTransitionIds } from '../../src/pages/statecharts/model/path-steps';
import type { PathPlan } from '../../src/pages/statecharts/model/test-paths';

/** What the paths of all variants visit together, against everything the machine defines. */
export function coverageOf(plans: PathPlan[], machine: Parameters<typeof allStateIds>[0]): Coverage {
  const count = (all: string[], seen: (plan: PathPlan) => Set<string>) => {
    const missing = all.filter((id) => !plans.some((plan) => seen(plan).has(id)));
    return { covered: all.length - missing.length, total: all.length, missing };
  };
  return {
    states: count(allStateIds(machine), (plan) => plan.visitedStates),
    transitions: count(allTransitionIds(machine), (plan) => plan.takenTransitions),
  };
}
