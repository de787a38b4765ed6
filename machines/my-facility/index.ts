export { myFacilityMachine } from './my-facility.machine';
export * from './my-facility.rules';
export * from './my-facility.selectors';
export type * from './my-facility.types';
