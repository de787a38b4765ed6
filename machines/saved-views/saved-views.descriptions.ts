import type { MachineDescriptions } from '../shared/descriptions';

export const savedViewsDescriptions = {
  guards: {
    hasEnvironment: 'an environment is selected',
    hasStartPageToOpen: 'first list, opened at plain / or /home, a start page is set',
    isNameBlank: 'blank name',
    isAtViewLimit: 'already 100 views',
    isOpeningLink: 'a shared link waits',
  },
  actions: {
    storeEnvironment: "keep the environment and forget the other environment's views and messages",
    storePath: 'keep the current address (what a save keeps)',
    storeViews: "keep the user's views, by name",
    considerStartPage: 'the start page is considered once per visit',
    announceDone: 'tell the portal the step is done (its form closes, the user is told)',
    openView: "ask the portal to show the view's address in place of the current one",
    rememberOpening: 'remember the shared view to open',
    forgetOpening: 'no shared view is waiting any more',
    rememberShared: 'a view of another user joins the views shared with this user',
    rememberChanging:
      'remember which view is being renamed, made the start page or deleted, and the change asked for',
    addView: 'add the saved view to the list',
    replaceView: 'put the changed view in the list (a new start page unmakes the others)',
    removeView: 'take the deleted view off the list',
    reportProblem: 'keep the problem found before asking the server (no name, too many views)',
    reportFailure: 'keep why the server refused the step (name taken, not found, not allowed, failed)',
    clearIssue: 'forget the last problem',
  },
} satisfies MachineDescriptions;
