/**
 * One import point for src/: every machine, and each machine's selectors, rules and types under
 * its own namespace (several machines share selector names such as `selectPersisted`).
 *
 *   import { appMachine, session, environment } from '../machines';
 *   useSelector(sessionRef, session.selectIsSignedIn);
 */
export * as app from './app';
export { appMachine, CHILD_IDS } from './app';
export * as environment from './environment';
export { environmentMachine } from './environment';
export * as filter from './filter';
export { filterMachine } from './filter';
export * as language from './language';
export { languageMachine } from './language';
export * as pageData from './page-data';
export { pageDataMachine } from './page-data';
export * as permissions from './permissions';
export { permissionsMachine } from './permissions';
export * as session from './session';
export { sessionMachine } from './session';
export type * from '../contract/domain.types';
export { notImplemented } from './shared/not-implemented';
export * from './shared/persistence';
export * from './shared/routes';
export * from './shared/system-ids';
export * as sync from './sync';
export { syncMachine } from './sync';
export * as toggles from './toggles';
export { togglesMachine } from './toggles';
export * as usage from './usage';
export { usageMachine } from './usage';
