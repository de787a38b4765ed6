/** The QPS API contract (spec section 7): request schemas validated by the server, response types for the client. */
export * from './common.schemas';
export * from './facility.schemas';
export * from './filter.schemas';
export * from './query.schemas';
export * from './session.schemas';
export * from './facility-list.schemas';
export * from './facility-map.schemas';
export * from './facility-set.schemas';
export * from './map-areas.schemas';
export * from './saved-view.schemas';
export * from './period';
export * from './period.schemas';
export * from './targets.schemas';
