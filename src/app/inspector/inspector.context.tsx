import { createContext, type ReactNode, useContext } from 'react';
import type { InspectionRecorder } from './inspection-recorder';

const InspectorContext = createContext<InspectionRecorder | null>(null);

/** Hands down the recorder installed on the root actor at its creation (src/app/compose-app.ts). */
export function InspectorProvider({
  recorder,
  children,
}: {
  recorder: InspectionRecorder;
  children: ReactNode;
}) {
  return <InspectorContext.Provider value={recorder}>{children}</InspectorContext.Provider>;
}

/** The portal's recorder, or null where none was installed (the view then records from when it opens). */
export function useInspectionRecorder(): InspectionRecorder | null {
  return useContext(InspectorContext);
}
