import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRef, AnyActorRef, EventFrom } from 'xstate';

/** The address on screen, path and query: what the frame's address-following actors are told. */
export function useAddressPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

// biome-ignore lint/suspicious/noExplicitAny: only the emitted events are read.
type EmittedOf<TActor> = TActor extends ActorRef<any, any, infer TEmitted> ? TEmitted : never;

/**
 * How an actor that follows the address is told it, and which of its emitted events (carrying a
 * `path`) asks for another. Keep it a module constant: a new one each render would tell the actor
 * the same address again.
 */
export interface AddressEvents<TActor extends AnyActorRef> {
  addressChanged: (path: string) => EventFrom<TActor>;
  navigate: Extract<EmittedOf<TActor>, { path: string }>['type'];
}

/**
 * A main-frame actor follows the address (saved views, My facility): it is told every address,
 * and its navigate request replaces the current one (the user did not choose that move, so Back
 * does not return to the address it left). Call it after the provider's own effects: React runs
 * effects in order, and the actor is told who is signed in before the address.
 */
export function useActorFollowsAddress<TActor extends AnyActorRef>(
  actor: TActor,
  path: string,
  events: AddressEvents<TActor>,
) {
  const navigate = useNavigate();
  const { addressChanged, navigate: navigateType } = events;
  useEffect(() => actor.send(addressChanged(path)), [actor, addressChanged, path]);
  useEffect(() => {
    const subscription = actor.on(navigateType, (event: { path: string }) =>
      navigate(event.path, { replace: true }),
    );
    return () => subscription.unsubscribe();
  }, [actor, navigateType, navigate]);
}
