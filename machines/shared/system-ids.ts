/** Stable system ids of the root actor and its children: `system.get(SYSTEM_IDS.filter)`. */
export const SYSTEM_IDS = {
  app: 'app',
  session: 'session',
  environment: 'environment',
  language: 'language',
  sync: 'sync',
  filter: 'filter',
  filterOptions: 'filterOptions',
  usage: 'usage',
  permissions: 'permissions',
  toggles: 'toggles',
  savedViews: 'savedViews',
  myFacility: 'myFacility',
  documentDownload: 'documentDownload',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];
