import type { MachineDescriptions } from '../shared/descriptions';

export const languageDescriptions = {
  guards: {
    isOnline: 'the browser is online',
    isSelectable: 'the chosen language is one of the available languages',
    isSelectableWhileSignedIn: 'signed in and the chosen language is available',
  },
  actions: {
    logError: 'report the error to error reporting',
    applyChoice: 'choose the language by the rule (address, user setting, current) and announce a change',
    rememberUserLanguage: "keep the language of the user's settings",
    storeQueryLanguage: 'keep the ?language= the address now holds',
    markSignedIn: 'remember the user is signed in',
    forgetUserLanguage: "forget the user and the user's language",
    storeLanguages: 'keep the list of available languages',
    takeSelection: "make the user's pick the language, over the address's ?language=",
    announceList: 'announce the list of languages (emit language.listLoaded)',
  },
} satisfies MachineDescriptions;
