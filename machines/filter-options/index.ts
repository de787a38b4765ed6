export { loadOptions, watchOptionInputs } from './filter-options.actors';
export { filterOptionsMachine } from './filter-options.machine';
export { canLoadOptions, optionParams, sourcesToReload } from './filter-options.rules';
export * from './filter-options.selectors';
export { FILTER_OPTION_SOURCES } from './filter-options.types';
export type * from './filter-options.types';
