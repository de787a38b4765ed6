export { LIGHT_VARIANT_AMOUNT, lighten } from './environment.colour';
export { environmentMachine } from './environment.machine';
export * from './environment.selectors';
export type * from './environment.types';
