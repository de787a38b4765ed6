/**
 * The pages' data are children of the app actor, not actors of the components.
 * A component's hook opens its child under its own id and closes it when it goes; the root owns
 * them, so the actor system and the inspector see every one.
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, waitFor } from 'xstate';
import { startRunningApp } from '../../support/page-data-app';

describe("the pages' data as children of the app actor", () => {
  it('a component opening its data gets a page-data child under its id, loading its query with its params', async () => {
    const { child, open, asked } = await startRunningApp();
    open('r1', 'Facility/Details', { facilityId: 7 });
    const opened = child('r1');
    expect(opened).toBeDefined();
    await waitFor(opened as AnyActorRef, (s) => s.value === 'success');
    expect(asked.map(({ logic, key, params }) => ({ logic, key, params }))).toEqual([
      { logic: 'pageData', key: 'Facility/Details', params: { facilityId: 7 } },
    ]);
    expect(opened?.getSnapshot().context.result.data).toEqual([
      { logic: 'pageData', key: 'Facility/Details', params: { facilityId: 7 } },
    ]);
  });

  it('each kind of data is loaded by its own fetch', async () => {
    const { child, open, asked } = await startRunningApp();
    open('list', 'facilityList', { offset: 0 }, 'facilityData');
    open('certificate', 'publicFacility', { facilityId: 3 }, 'publicData');
    await waitFor(child('certificate') as AnyActorRef, (s) => s.value === 'success');
    expect(asked.map(({ logic, key }) => `${logic} ${key}`)).toEqual([
      'facilityData facilityList',
      'publicData publicFacility',
    ]);
  });

  it('closing stops that child: it is gone from the app actor and its request is aborted', async () => {
    const { actor, child, open, close, asked } = await startRunningApp();
    open('r1');
    const opened = child('r1') as AnyActorRef;
    close('r1');
    expect(child('r1')).toBeUndefined();
    expect(actor.system.get('r1')).toBeUndefined();
    expect(opened.getSnapshot().status).toBe('stopped');
    expect(asked[0].signal.aborted).toBe(true);
  });

  it('two components get two children, each loading its own query; closing one leaves the other', async () => {
    const { child, open, close, asked } = await startRunningApp();
    open('r1', 'Home/Summary');
    open('r2', 'General/Targets');
    expect(child('r1')).not.toBe(child('r2'));
    expect(asked.map(({ key }) => key)).toEqual(['Home/Summary', 'General/Targets']);
    close('r1');
    expect(child('r1')).toBeUndefined();
    await waitFor(child('r2') as AnyActorRef, (s) => s.value === 'success');
  });

  it("StrictMode's open, close, open leaves exactly one live child under the id, the first one stopped", async () => {
    const { actor, child, open, close } = await startRunningApp();
    open('r1');
    const first = child('r1') as AnyActorRef;
    close('r1');
    open('r1');
    const second = child('r1') as AnyActorRef;
    expect(second).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(second.getSnapshot().status).toBe('active');
    const pageDataChildren = Object.values(actor.getSnapshot().children).filter(
      (ref) => (ref as AnyActorRef).src === 'pageData',
    );
    expect(pageDataChildren).toEqual([second]);
  });

  it('opening an id that is already open keeps its one child and asks nothing again', async () => {
    const { actor, child, open, asked } = await startRunningApp();
    open('r1');
    const first = child('r1');
    open('r1');
    expect(actor.getSnapshot().status).toBe('active');
    expect(child('r1')).toBe(first);
    expect(first?.getSnapshot().status).toBe('active');
    expect(asked).toHaveLength(1);
  });

  it("closing an id that is not open changes nothing (a late close cannot stop another component's child)", async () => {
    const { child, open, close } = await startRunningApp();
    open('r1');
    close('r2');
    expect(child('r1')?.getSnapshot().status).toBe('active');
  });

  it("each page-data child is in the app actor's system under its id, and the inspector's trace shows it", async () => {
    const { actor, child, open, recorder } = await startRunningApp();
    const id = 'pageData:Home/Summary:r1';
    open(id);
    expect(actor.system.get(id)).toBe(child(id));
    await waitFor(child(id) as AnyActorRef, (s) => s.value === 'success');
    const traced = recorder.entries().filter((entry) => entry.actor === id);
    expect(traced.map((entry) => entry.value)).toEqual(['loading', 'success']);
  });
});
