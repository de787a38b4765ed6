/**
 * The identity provider's words in each language the portal offers (the login, error and
 * sign-out pages follow the portal's language, which the portal sends as `ui_locales`). A new
 * language is one more entry in IDP_TEXTS; `dir` lets a right-to-left language lay the page out.
 */
export interface IdpTexts {
  /** BCP 47 tag written into `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  signInTitle: string;
  email: string;
  password: string;
  signInButton: string;
  wrongCredentials: string;
  tooManyAttempts: (seconds: number) => string;
  demoHint: (accounts: string, password: string) => string;
  signOutTitle: string;
  signOutButton: string;
  signedOutTitle: string;
  signedOutMessage: string;
  problemTitle: string;
  /** An interaction that cannot continue (expired or foreign cookie): `reason` is technical. */
  cannotContinue: (reason: string) => string;
}

const en: IdpTexts = {
  lang: 'en',
  dir: 'ltr',
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  signInButton: 'Sign in',
  wrongCredentials: 'The email address or password is not correct.',
  tooManyAttempts: (seconds) => `Too many failed sign-ins. Try again in ${seconds} seconds.`,
  demoHint: (accounts, password) => `Demo accounts: ${accounts}; password: ${password}`,
  signOutTitle: 'Sign out',
  signOutButton: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOutMessage: 'You have been signed out.',
  problemTitle: 'Sign-in problem',
  cannotContinue: (reason) =>
    `This sign-in cannot continue (${reason}). Go back to the portal and sign in again.`,
};

const fr: IdpTexts = {
  lang: 'fr',
  dir: 'ltr',
  signInTitle: 'Connexion',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  signInButton: 'Se connecter',
  wrongCredentials: "L'adresse e-mail ou le mot de passe est incorrect.",
  tooManyAttempts: (seconds) =>
    `Trop de tentatives de connexion échouées. Réessayez dans ${seconds} secondes.`,
  demoHint: (accounts, password) => `Comptes de démonstration : ${accounts} ; mot de passe : ${password}`,
  signOutTitle: 'Déconnexion',
  signOutButton: 'Se déconnecter',
  signedOutTitle: 'Déconnecté',
  signedOutMessage: 'Vous avez été déconnecté.',
  problemTitle: 'Problème de connexion',
  cannotContinue: (reason) =>
    `Cette connexion ne peut pas continuer (${reason}). Revenez au portail et connectez-vous à nouveau.`,
};

const sw: IdpTexts = {
  lang: 'sw',
  dir: 'ltr',
  signInTitle: 'Ingia',
  email: 'Barua pepe',
  password: 'Nenosiri',
  signInButton: 'Ingia',
  wrongCredentials: 'Barua pepe au nenosiri si sahihi.',
  tooManyAttempts: (seconds) =>
    `Majaribio mengi ya kuingia yameshindwa. Jaribu tena baada ya sekunde ${seconds}.`,
  demoHint: (accounts, password) => `Akaunti za majaribio: ${accounts}; nenosiri: ${password}`,
  signOutTitle: 'Toka',
  signOutButton: 'Toka',
  signedOutTitle: 'Umetoka',
  signedOutMessage: 'Umetoka kwenye akaunti yako.',
  problemTitle: 'Tatizo la kuingia',
  cannotContinue: (reason) =>
    `Kuingia huku hakuwezi kuendelea (${reason}). Rudi kwenye lango na uingie tena.`,
};

/** Added Arabic to the portal; its pages here read right to left. */
const ar: IdpTexts = {
  lang: 'ar',
  dir: 'rtl',
  signInTitle: 'تسجيل الدخول',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signInButton: 'تسجيل الدخول',
  wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  tooManyAttempts: (seconds) => `محاولات تسجيل دخول فاشلة كثيرة. أعد المحاولة بعد ${seconds} ثانية.`,
  demoHint: (accounts, password) => `حسابات تجريبية: ${accounts}؛ كلمة المرور: ${password}`,
  signOutTitle: 'تسجيل الخروج',
  signOutButton: 'تسجيل الخروج',
  signedOutTitle: 'تم تسجيل الخروج',
  signedOutMessage: 'لقد سجّلت الخروج من حسابك.',
  problemTitle: 'مشكلة في تسجيل الدخول',
  cannotContinue: (reason) =>
    `لا يمكن متابعة تسجيل الدخول هذا (${reason}). ارجع إلى البوابة وسجّل الدخول من جديد.`,
};

/** Keyed by the primary language subtag ("fr" serves fr-FR, fr-CA, ...). */
export const IDP_TEXTS: Readonly<Record<string, IdpTexts>> = { en, fr, sw, ar };

export const DEFAULT_IDP_TEXTS = en;

/**
 * The texts for the first supported tag of `ui_locales` (space-separated, by preference), else of
 * the browser's Accept-Language, else English.
 */
export function pickIdpTexts(uiLocales?: unknown, acceptLanguage?: string): IdpTexts {
  const fromUiLocales = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  const fromBrowser = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]);
  for (const tag of [...fromUiLocales, ...fromBrowser]) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (Object.hasOwn(IDP_TEXTS, language)) return IDP_TEXTS[language];
  }
  return DEFAULT_IDP_TEXTS;
}
