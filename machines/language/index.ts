export { languageMachine } from './language.machine';
export * from './language.selectors';
export type * from './language.types';
