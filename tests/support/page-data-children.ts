import type { AnyActorLogic } from 'xstate';
import { appMachine, PAGE_DATA_TRANSITIONS, type PageDataLogic } from '../../machines/app';

/**
 * What a stand-in root actor needs to open and close the components' page-data children as the
 * app actor does: the app machine's own transitions and actions, with a logic per kind of data.
 */
export function pageDataChildren(logics: Record<PageDataLogic, AnyActorLogic>) {
  const { openPageDataChild, closePageDataChild } = appMachine.implementations.actions;
  return {
    actors: logics,
    // The app machine's actions are typed by its context; a stand-in root's context differs.
    actions: { openPageDataChild, closePageDataChild } as unknown as Record<string, never>,
    on: PAGE_DATA_TRANSITIONS,
  };
}
