import type { QueryRegistry } from './query-definition.js';
import { serviceElements } from './service-elements.js';

type ServiceElementQueries = Pick<QueryRegistry, 'General/ServiceElements'>;

export const serviceElementQueries: ServiceElementQueries = {
  /** The service elements in their order: names a drill-through list's element score range. */
  'General/ServiceElements': {
    run: async ({ db }) => (await serviceElements(db)).map(({ id, name }) => ({ id, name })),
  },
};
