import { fromPromise } from 'xstate';

/** How the test ends one held call: as done, or as failed with the given error. */
export interface HeldCall {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor that records each input and waits until the test settles it, so a test can look
 * at the machine while the work is still running (a busy button, a second click).
 */
export function heldPromiseActor<TInput>() {
  const asked: TInput[] = [];
  const settle: HeldCall[] = [];
  const logic = fromPromise<void, TInput>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        asked.push(input);
        settle.push({ resolve, reject });
      }),
  );
  return { logic, asked, settle };
}
