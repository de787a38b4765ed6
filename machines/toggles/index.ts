export { togglesMachine } from './toggles.machine';
export { DEFAULT_TOGGLES, mergeToggles } from './toggles.rules';
export {
  PERSIST_ID,
  selectFilterHides,
  PERSIST_VERSION,
  selectIsLoadingToggles,
  selectTogglesStatus,
  selectToggles,
  togglesPersistentSlice,
} from './toggles.selectors';
export type * from './toggles.types';
