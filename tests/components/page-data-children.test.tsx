/**
 * From the component's side: a component that shows remote data only looks up
 * its page-data child of the app actor, reads it and sends it events; the app actor starts and
 * stops it. Under StrictMode (mount, unmount, mount) as in the portal.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { PageDataResult } from '../../machines/page-data';
import { type AppActor, AppActorProvider } from '../../src/app/app-actor.context';
import { useRemoteData } from '../../src/app/hooks/remote-data.hooks';
import { type Asked, startRunningApp } from '../support/page-data-app';

type Answer = (asked: Asked) => Promise<PageDataResult | null>;

async function renderRemoteData(initialParams: { facilityId: number }, answer?: Answer) {
  const app = await startRunningApp(answer);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <AppActorProvider actor={app.actor as unknown as AppActor}>{children}</AppActorProvider>
    </StrictMode>
  );
  /** Every status the component rendered with, in order. */
  const rendered: string[] = [];
  const hook = renderHook(
    ({ params }: { params: { facilityId: number } }) => {
      const remote = useRemoteData('pageData', 'Facility/Details', params);
      rendered.push(remote.status);
      return remote;
    },
    { wrapper, initialProps: { params: initialParams } },
  );
  /** The app actor's page-data children (whatever their ids). */
  const pageDataChildren = () =>
    Object.values(app.actor.getSnapshot().children as Record<string, AnyActorRef>).filter(
      (child) => child.src === 'pageData',
    );
  return { ...app, ...hook, rendered, pageDataChildren };
}

/** An answer that waits until the test lets it through. */
function heldAnswers() {
  const waiting: (() => void)[] = [];
  const answer: Answer = ({ params }) =>
    new Promise((resolve) => waiting.push(() => resolve({ data: [params], texts: {}, options: {} })));
  const release = () =>
    act(async () => {
      waiting.shift()?.();
    });
  return { answer, release, waiting };
}

describe("a component's page data, as a child of the app actor", () => {
  it('a mounted component (StrictMode mounts it twice) has exactly one live page-data child and shows its answer', async () => {
    const { result, pageDataChildren } = await renderRemoteData({ facilityId: 7 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.result?.data).toEqual([
      { logic: 'pageData', key: 'Facility/Details', params: { facilityId: 7 } },
    ]);
    expect(pageDataChildren()).toHaveLength(1);
    expect(pageDataChildren()[0].getSnapshot().status).toBe('active');
  });

  it('a re-render with the same params keeps the answer on screen (no loading) and asks nothing again', async () => {
    const { result, rerender, rendered, asked, pageDataChildren } = await renderRemoteData({ facilityId: 7 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const child = pageDataChildren()[0];
    const askedBefore = asked.length;
    rendered.length = 0;
    rerender({ params: { facilityId: 7 } });
    rerender({ params: { facilityId: 7 } });
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((status) => status === 'success')).toBe(true);
    expect(asked).toHaveLength(askedBefore);
    expect(pageDataChildren()).toEqual([child]);
  });

  it('new params reload the same child: the old answer stays on screen as refreshing, then the new one', async () => {
    const held = heldAnswers();
    const { result, rerender, asked, pageDataChildren } = await renderRemoteData(
      { facilityId: 7 },
      held.answer,
    );
    // StrictMode's first child was stopped with its request; the second one's answer is the last held.
    while (held.waiting.length > 0) await held.release();
    expect(result.current.status).toBe('success');
    const child = pageDataChildren()[0];
    rerender({ params: { facilityId: 8 } });
    await waitFor(() => expect(asked.at(-1)?.params).toEqual({ facilityId: 8 }));
    expect(pageDataChildren()).toEqual([child]);
    expect(result.current.refreshing).toBe(true);
    expect(result.current.result?.data).toEqual([{ facilityId: 7 }]);
    await held.release();
    await waitFor(() => expect(result.current.result?.data).toEqual([{ facilityId: 8 }]));
    expect(result.current.refreshing).toBe(false);
  });

  it('unmounting the component stops its child and takes it out of the app actor', async () => {
    const { result, unmount, pageDataChildren } = await renderRemoteData({ facilityId: 7 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const child = pageDataChildren()[0];
    unmount();
    expect(pageDataChildren()).toEqual([]);
    expect(child.getSnapshot().status).toBe('stopped');
  });

  it('two components get two children, each with its own answer', async () => {
    const app = await startRunningApp();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <AppActorProvider actor={app.actor as unknown as AppActor}>{children}</AppActorProvider>
      </StrictMode>
    );
    const { result } = renderHook(
      () => [
        useRemoteData('pageData', 'Facility/Details', { facilityId: 7 }),
        useRemoteData('facilityData', 'facilityList', { offset: 0 }),
      ],
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.map((remote) => remote.status)).toEqual(['success', 'success']),
    );
    expect(result.current.map((remote) => remote.result?.data)).toEqual([
      [{ logic: 'pageData', key: 'Facility/Details', params: { facilityId: 7 } }],
      [{ logic: 'facilityData', key: 'facilityList', params: { offset: 0 } }],
    ]);
    const live = Object.values(app.actor.getSnapshot().children as Record<string, AnyActorRef>).filter(
      (child) => child.src === 'pageData' || child.src === 'facilityData',
    );
    expect(live).toHaveLength(2);
  });
});
