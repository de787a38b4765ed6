import type { MachineDescriptions } from '../shared/descriptions';

export const savedViewsDescriptions = {
  guards: {
    hasEnvironment: 'an environment is selected (a user is signed in)',
    hasStartPageToOpen:
      'the start page has not been considered yet, the portal was opened at / or /home with no query, the user is still there, and a view is the start page',
    isNameBlank: 'the name is empty once trimmed',
    isAtViewLimit: 'the user already has the most views allowed (100)',
    isOpeningLink: 'a shared link is waiting to be opened',
  },
  actions: {
    storeEnvironment: "keep the environment and forget the other environment's views and messages",
    storePath: 'keep the current address (what a save keeps)',
    storeViews: "keep the user's views, by name",
    markLoadFailed: 'remember that the list could not be loaded',
    considerStartPage: 'the start page is considered once per visit',
    announceDone: 'tell the portal the step is done (its form closes, the user is told)',
    openView: "ask the portal to show the view's address in place of the current one",
    rememberOpening: 'remember the shared view to open',
    forgetOpening: 'no shared view is waiting any more',
    rememberShared: 'a view of another user joins the views shared with this user',
    rememberChanging: 'remember which view is being renamed, made the start page or deleted',
    addView: 'add the saved view to the list',
    replaceView: 'put the changed view in the list (a new start page unmakes the others)',
    removeView: 'take the deleted view off the list',
    reportProblem: 'keep the problem found before asking the server (no name, too many views)',
    reportFailure: 'keep why the server refused the step (name taken, not found, not allowed, failed)',
    clearIssue: 'forget the last problem',
  },
} satisfies MachineDescriptions;
