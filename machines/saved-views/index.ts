export * from './saved-views.actors';
export { savedViewsMachine } from './saved-views.machine';
export * from './saved-views.rules';
export * from './saved-views.selectors';
export type * from './saved-views.types';
