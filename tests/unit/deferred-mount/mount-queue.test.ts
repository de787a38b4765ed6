import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueMount } from '../../../src/components/deferred-mount/mount-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('deferred mounts', () => {
  it('mount one per task, in the order they asked, none in the task that asked', () => {
    const mounted: string[] = [];
    for (const name of ['filter', 'chart', 'map']) enqueueMount(() => mounted.push(name));
    expect(mounted).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(mounted).toEqual(['filter']);
    vi.advanceTimersToNextTimer();
    expect(mounted).toEqual(['filter', 'chart']);
    vi.advanceTimersToNextTimer();
    expect(mounted).toEqual(['filter', 'chart', 'map']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a subtree that unmounts before its turn is never mounted, and the rest keep their turns', () => {
    const mounted: string[] = [];
    enqueueMount(() => mounted.push('chart'));
    const cancel = enqueueMount(() => mounted.push('left page'));
    enqueueMount(() => mounted.push('map'));
    cancel();
    vi.runAllTimers();
    expect(mounted).toEqual(['chart', 'map']);
  });

  it('one that asks to go first mounts before those already waiting', () => {
    const mounted: string[] = [];
    enqueueMount(() => mounted.push('filter field'));
    enqueueMount(() => mounted.push('page'), { first: true });
    vi.runAllTimers();
    expect(mounted).toEqual(['page', 'filter field']);
  });

  it('a mount asked for after the queue emptied is scheduled again', () => {
    const mounted: string[] = [];
    enqueueMount(() => mounted.push('first'));
    vi.runAllTimers();
    enqueueMount(() => mounted.push('later'));
    vi.runAllTimers();
    expect(mounted).toEqual(['first', 'later']);
  });
});
