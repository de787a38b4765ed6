export { pageDataMachine } from './page-data.machine';
export * from './page-data.selectors';
export type * from './page-data.types';
