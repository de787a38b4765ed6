import type { TogglesContext } from '../../../machines/toggles/toggles.types';
import type { StateOracles } from '../oracle';

/** Tab toggles (spec section 4: which tabs the filtered facilities show). */
export const togglesOracles: StateOracles<TogglesContext> = {
  idle: {
    'is not busy': ({ tags }) => !tags.has('busy'),
    'knows which tabs to show': ({ context }) => typeof context.toggles.showNetworkTab === 'boolean',
  },
  loading: {
    'is busy': ({ tags }) => tags.has('busy'),
  },
};
