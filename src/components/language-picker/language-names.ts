const languageOf = (cultureName: string) => cultureName.split('-')[0];

/** A culture's own name for itself or its language ("Français" for fr), or the code when the browser does not know it. */
function nativeName(cultureName: string, named: string): string {
  try {
    const name = new Intl.DisplayNames([cultureName], { type: 'language' }).of(named);
    return name ? name.charAt(0).toLocaleUpperCase(cultureName) + name.slice(1) : cultureName;
  } catch {
    return cultureName;
  }
}

/**
 * Each listed culture in its own language, short enough for the picker to show whole: the
 * language alone ("English", "العربية"), with the region only where the list holds another
 * culture of the same language ("American English" beside "British English").
 */
export function nativeLanguageNames(cultureNames: readonly string[]): string[] {
  return cultureNames.map((cultureName) =>
    nativeName(
      cultureName,
      cultureNames.some((other) => other !== cultureName && languageOf(other) === languageOf(cultureName))
        ? cultureName
        : languageOf(cultureName),
    ),
  );
}
