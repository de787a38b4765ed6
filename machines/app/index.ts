export { CHILD_MACHINES, FRAME_MACHINES } from './app.child-machines';
export { FRAME_IDS } from './app.frame';
export { type ChildInputs, childInputs, PERSISTENT_IDS } from './app.children';
export { appMachine, CHILD_IDS } from './app.machine';
export {
  PAGE_DATA_MACHINES,
  PAGE_DATA_TRANSITIONS,
  type PageDataChildEvent,
  type PageDataLogic,
} from './app.page-data';
export {
  canRenderRoutes,
  configProblem,
  IDENTITY_SERVER_URL_MISSING,
  isStartupRedirect,
  QES_BASE_URL_MISSING,
} from './app.rules';
export * from './app.selectors';
export type * from './app.types';
