import { useCallback } from 'react';
import type { TrackedEvent } from '../../../contract/domain.types';
import { useAppChild } from '../../app/app-actor.context';

/** Records a tracked usage event (spec section 2: tracked events). */
export function useTrackEvent() {
  const usage = useAppChild('usage');
  return useCallback(
    (event: TrackedEvent, properties?: Record<string, unknown>) =>
      usage?.send({ type: 'usage.track', event, properties }),
    [usage],
  );
}
