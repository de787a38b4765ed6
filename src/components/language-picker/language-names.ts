/** A culture's own name for itself ("français (France)" for fr-FR), or the code when the browser does not know it. */
export function nativeLanguageName(cultureName: string): string {
  try {
    const name = new Intl.DisplayNames([cultureName], { type: 'language' }).of(cultureName);
    return name ? name.charAt(0).toLocaleUpperCase(cultureName) + name.slice(1) : cultureName;
  } catch {
    return cultureName;
  }
}
