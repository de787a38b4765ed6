import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { createInspectionRecorder, type InspectionRecorder } from '../../app/inspector/inspection-recorder';
import {
  type InspectorChannel,
  isInspectorMessage,
  openInspectorChannel,
  THIS_TAB_ID,
} from '../../app/inspector/inspector-channel';
import { currentMachines } from '../../app/inspector/inspection-stream';
import { toWireEntry } from '../../app/inspector/wire-entry';
import { EMPTY_LOG, type InspectionLog, LOCAL_SOURCE_ID, withEntry, withReplay } from './inspection-log';

/** Without the portal's recorder (tests, or a root created elsewhere): record from now on. */
function recorderFrom(root: AnyActorRef, provided: InspectionRecorder | null) {
  if (provided) return { recorder: provided, stop: () => {} };
  const recorder = createInspectionRecorder();
  const subscription = root.system.inspect(recorder.inspect);
  return { recorder, stop: () => subscription.unsubscribe() };
}

/**
 * Follows this tab (the recorder on the root actor, with its history from the app's start) and
 * the portal's other tabs, including tabs opened later (the `qap-inspector` channel).
 */
export function useInspection(
  root: AnyActorRef,
  provided: InspectionRecorder | null,
  openChannel: () => InspectorChannel | null = openInspectorChannel,
): InspectionLog {
  const [log, setLog] = useState<InspectionLog>(EMPTY_LOG);

  useEffect(() => {
    const { recorder, stop } = recorderFrom(root, provided);
    setLog((previous) =>
      withReplay(
        previous,
        LOCAL_SOURCE_ID,
        undefined,
        recorder.entries().map(toWireEntry),
        currentMachines(root),
      ),
    );
    const unsubscribe = recorder.subscribe((entry) =>
      setLog((previous) => withEntry(previous, LOCAL_SOURCE_ID, undefined, toWireEntry(entry))),
    );
    const channel = openChannel();
    const onMessage = ({ data }: MessageEvent) => {
      if (!isInspectorMessage(data) || data.kind === 'hello' || data.source.id === THIS_TAB_ID) return;
      const { id, title } = data.source;
      if (data.kind === 'present') channel?.postMessage({ kind: 'hello', to: id });
      else if (data.kind === 'replay')
        setLog((previous) => withReplay(previous, id, title, data.entries, data.machines));
      else setLog((previous) => withEntry(previous, id, title, data.entry));
    };
    channel?.addEventListener('message', onMessage);
    channel?.postMessage({ kind: 'hello' });
    return () => {
      unsubscribe();
      stop();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [root, provided, openChannel]);

  return log;
}
