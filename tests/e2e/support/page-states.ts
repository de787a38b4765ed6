import type { Page } from 'playwright-core';

/** One run of the accessibility audit: a viewport and the language the portal is shown in. */
export interface AuditRun {
  name: string;
  viewport: { width: number; height: number };
  culture: 'en-US' | 'fr-FR';
}

/** The desktop in English and a 390 px phone in French. */
export const AUDIT_RUNS: AuditRun[] = [
  { name: 'desktop-en', viewport: { width: 1440, height: 900 }, culture: 'en-US' },
  { name: 'phone-fr', viewport: { width: 390, height: 844 }, culture: 'fr-FR' },
];

/** The words a test needs to find controls, per language of the run. */
export const WORDS = {
  'en-US': {
    signIn: 'Sign in',
    language: 'Language',
    environment: 'Environment',
    levels: 'Certification levels',
    level: (level: number) => `Level ${level}`,
    openDrawer: 'Open navigation',
    closeDrawer: 'Close navigation',
    userMenu: /^User menu for /,
    recent: 'Recently assessed facilities',
    reset: 'Reset',
    idpEmail: 'Email',
    idpPassword: 'Password',
    savedViews: 'Saved views',
    viewName: 'Name of the current view',
    saveView: 'Save current view',
    deleteView: 'Delete',
    confirmDelete: 'Delete view',
    closeViews: 'Close',
    download: /^Download /,
    explainFigure: /^What ".+" means$/,
  },
  'fr-FR': {
    signIn: 'Se connecter',
    language: 'Langue',
    environment: 'Environnement',
    levels: 'Niveaux de certification',
    level: (level: number) => `Niveau ${level}`,
    openDrawer: 'Ouvrir la navigation',
    closeDrawer: 'Fermer la navigation',
    userMenu: /^Menu utilisateur de /,
    recent: 'Établissements récemment évalués',
    reset: 'Réinitialiser',
    idpEmail: 'Adresse e-mail',
    idpPassword: 'Mot de passe',
    savedViews: 'Vues enregistrées',
    viewName: 'Nom de la vue actuelle',
    saveView: 'Enregistrer la vue actuelle',
    deleteView: 'Supprimer',
    confirmDelete: 'Supprimer la vue',
    closeViews: 'Fermer',
    download: /^Télécharger /,
    explainFigure: /^Ce que signifie « .+ »$/,
  },
} as const;

export type Words = (typeof WORDS)[AuditRun['culture']];

/** The page has drawn a heading and its data calls have settled. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** On a phone the switchers and the filter live in the drawer: open it when it is closed. */
export async function openDrawerOnPhone(page: Page, words: Words): Promise<void> {
  const burger = page.getByRole('button', { name: words.openDrawer });
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole('button', { name: words.closeDrawer }).waitFor();
  }
}

/** A select's input by its accessible name (its listbox carries the same name). */
export const selectField = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/** Opens a select of the header or drawer and waits for its options. */
export async function openSelect(page: Page, words: Words, label: string): Promise<void> {
  await openDrawerOnPhone(page, words);
  await selectField(page, label).click();
  await page.getByRole('listbox').first().waitFor();
}
