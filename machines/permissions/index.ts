export { permissionsMachine } from './permissions.machine';
export * from './permissions.selectors';
export type * from './permissions.types';
