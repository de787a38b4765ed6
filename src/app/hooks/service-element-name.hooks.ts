import { useCallback } from 'react';
import { useReferenceLabel } from './reference-label.hooks';

/** A service element's name in the selected language (see useReferenceLabel). */
export function useServiceElementName(): (name: string) => string {
  const label = useReferenceLabel();
  return useCallback((name: string) => label('serviceElements', name), [label]);
}
