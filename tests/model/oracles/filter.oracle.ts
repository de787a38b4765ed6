import type { FilterContext } from '../../../machines/filter/filter.types';
import type { StateOracles } from '../oracle';

/**
 * Filter states from the spec (section 4 and 9): a change of the facility filter re-fetches the
 * data (sync) and is tracked as "Qap filtered facilities"; the default filter has activeStates
 * [true] only; a facility user has the default with activeStates emptied and cannot narrow it.
 */
const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

export const filterOracles: StateOracles<FilterContext> = {
  unrestricted: {
    'may be changed': ({ tags }) => !tags.has('readOnly'),
    'belongs to a user who is not a facility user': ({ context }) => !context.isFacilityUser,
    'never rejects a change': ({ emittedNow }) =>
      !emittedNow.some((event) => event.type === 'filter.rejected'),
    'applies the fields the user set': ({ event, context }) =>
      event.type !== 'filter.set' ||
      Object.entries((event as { patch?: Record<string, unknown> }).patch ?? {}).every(
        ([key, value]) => !changed(context.filter[key as keyof typeof context.filter], value),
      ),
    'a reset gives the default filter: active facilities only': ({ event, context }) =>
      (event.type !== 'filter.reset' && event.type !== 'filter.resetForEnvironment') ||
      !changed(context.filter.activeStates, [true]),
  },
  facilityUser: {
    'is read-only': ({ tags }) => tags.has('readOnly'),
    'belongs to a facility user': ({ context }) => context.isFacilityUser,
    'keeps the filter with activeStates emptied': ({ context }) => context.filter.activeStates.length === 0,
    'refuses narrowing with a notice, keeping the filter': ({ event, before, context, emittedNow }) =>
      event.type !== 'filter.set' ||
      (emittedNow.some(
        (emitted) =>
          emitted.type === 'filter.rejected' &&
          (emitted as { reason?: string }).reason === 'facilityUserCannotNarrow',
      ) &&
        !changed(before.filter, context.filter)),
  },
};

/** Facts of every state: whatever the kind of user, a change of the filter reloads and is counted. */
for (const facts of Object.values(filterOracles)) {
  facts['sends a changed filter to sync, which re-fetches the data'] = ({ before, context, sentNow }) =>
    !changed(before.filter, context.filter) ||
    sentNow('sync', 'sync.data').some(
      (event) =>
        !changed(
          (event as { filter?: { activeStates?: unknown } }).filter?.activeStates,
          context.filter.activeStates,
        ),
    );
  facts['an environment change re-fetches the data'] = ({ event, sentNow }) =>
    event.type !== 'filter.resetForEnvironment' || sentNow('sync', 'sync.data').length === 1;
  facts['tracks a change as "Qap filtered facilities" with its count of active filters'] = ({
    event,
    before,
    context,
    sentNow,
  }) =>
    (!changed(before.filter, context.filter) && event.type !== 'filter.resetForEnvironment') ||
    sentNow('usage', 'usage.track').some((tracked) => {
      const { event: name, properties } = tracked as {
        event?: string;
        properties?: { activeFilterCount?: unknown };
      };
      return name === 'Qap filtered facilities' && typeof properties?.activeFilterCount === 'number';
    });
  facts['sends nothing when the filter stays as it was'] = ({ event, before, context, sentNow }) =>
    changed(before.filter, context.filter) ||
    event.type === 'filter.resetForEnvironment' ||
    (sentNow('sync').length === 0 && sentNow('usage').length === 0);
}
