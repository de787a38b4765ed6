/** Where the portal notes the culture it last showed, to load that one culture's texts first. */
const LAST_CULTURE_KEY = 'qap-last-culture';

/**
 * The culture whose texts the first screen loads, before the language machine has decided:
 * the address's `?language=`, else the culture this browser showed last, else none (en-US).
 * A wrong guess costs one more download when the machine announces its choice.
 */
export function firstCultureGuess(
  search: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): string | undefined {
  const fromAddress = new URLSearchParams(search).get('language');
  if (fromAddress) return fromAddress;
  try {
    return storage?.getItem(LAST_CULTURE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, policy): start in the fallback culture
  }
}

/** Notes the culture shown now (see firstCultureGuess). */
export function rememberCulture(cultureName: string, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LAST_CULTURE_KEY, cultureName);
  } catch {
    // storage blocked: the next start guesses en-US
  }
}
