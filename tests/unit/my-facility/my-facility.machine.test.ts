import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { selectIsFindingMyFacility, selectMyFacilityId } from '../../../machines/my-facility';
import { myFacilityEvents, myFacilityMachineUnderTest } from '../../model/fixtures/my-facility.fixtures';

/** Item 8 (docs/ui.md, My facility): the landing rule of a facility user. */
function start(openedAt: string, answer: () => Promise<number | null>) {
  const actor = createActor(
    myFacilityMachineUnderTest.provide({ actors: { findMyFacility: fromPromise(answer) } }),
    {
      input: { openedAt },
    },
  );
  const landings: string[] = [];
  actor.on('myFacility.navigate', (event) => landings.push(event.path));
  actor.start();
  return { actor, landings };
}

describe('the landing of a facility user', () => {
  it('opened at /, they land on their facility page once its filter is in the address, and only once', async () => {
    const { actor, landings } = start('/', async () => 42);
    actor.send(myFacilityEvents.facilityUser);
    await waitFor(actor, (s) => s.matches('known'));
    expect(landings, 'not before the locked filter is written into the address').toEqual([]);
    actor.send(myFacilityEvents.filterWritten);
    expect(landings).toEqual(['/facility/details/42']);
    actor.send(myFacilityEvents.filterWritten);
    expect(landings).toHaveLength(1);
  });

  it('opened at another page, or after leaving the opened page, they stay where they are', async () => {
    const opened = start('/benchmarking', async () => 42);
    opened.actor.send(myFacilityEvents.facilityUser);
    opened.actor.send({ type: 'myFacility.addressChanged', path: '/benchmarking?env=prod' });
    await waitFor(opened.actor, (s) => s.matches('known'));
    expect(opened.landings).toEqual([]);

    const left = start('/', async () => 42);
    left.actor.send(myFacilityEvents.facilityUser);
    left.actor.send(myFacilityEvents.elsewhere);
    await waitFor(left.actor, (s) => s.matches('known'));
    left.actor.send(myFacilityEvents.filterWritten);
    expect(left.landings).toEqual([]);
  });

  it('a network user, or a facility the server does not answer as exactly one, means no landing', async () => {
    const network = start('/', async () => 42);
    network.actor.send(myFacilityEvents.networkUser);
    network.actor.send(myFacilityEvents.filterWritten);
    expect(network.actor.getSnapshot().matches('none')).toBe(true);
    expect(network.landings).toEqual([]);

    const unknown = start('/', async () => null);
    unknown.actor.send(myFacilityEvents.facilityUser);
    unknown.actor.send(myFacilityEvents.filterWritten);
    await waitFor(unknown.actor, (s) => s.matches('known'));
    expect(unknown.actor.getSnapshot().context.facilityId).toBeNull();
    expect(unknown.landings).toEqual([]);
  });

  it('a facility user with no environment has nothing to look up: their facility stays unknown and no page opens', async () => {
    let asked = 0;
    const { actor, landings } = start('/', async () => {
      asked += 1;
      return 42;
    });
    actor.send(myFacilityEvents.facilityUserWithoutEnvironment);
    actor.send(myFacilityEvents.filterWritten);
    await Promise.resolve();
    expect(selectIsFindingMyFacility(actor.getSnapshot())).toBe(false);
    expect(selectMyFacilityId(actor.getSnapshot())).toBeNull();
    expect(asked, 'the server is not asked').toBe(0);
    expect(landings).toEqual([]);
  });

  it('a network user signing in after a facility user has no facility: it is forgotten and no page opens', async () => {
    const { actor, landings } = start('/', async () => 42);
    actor.send(myFacilityEvents.facilityUser);
    await waitFor(actor, (s) => selectMyFacilityId(s) === 42);
    actor.send(myFacilityEvents.networkUser);
    expect(selectMyFacilityId(actor.getSnapshot())).toBeNull();
    actor.send(myFacilityEvents.filterWritten);
    expect(landings).toEqual([]);
  });

  it('never after a failed look-up: a later look-up that finds the facility shows it but opens no page', async () => {
    const answers = [Promise.reject(new Error('list failed')), Promise.resolve(42)];
    answers[0].catch(() => undefined);
    const { actor, landings } = start('/', () => answers.shift() as Promise<number | null>);
    actor.send(myFacilityEvents.facilityUser);
    await waitFor(actor, (s) => s.matches('known'));
    expect(selectMyFacilityId(actor.getSnapshot()), 'the failed look-up knows no facility').toBeNull();
    actor.send(myFacilityEvents.facilityUser);
    await waitFor(actor, (s) => selectMyFacilityId(s) === 42);
    actor.send(myFacilityEvents.filterWritten);
    expect(landings).toEqual([]);
  });
});
