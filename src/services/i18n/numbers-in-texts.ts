const writers = new Map<string, Intl.NumberFormat>();

/**
 * Every number put into a text ("Level {{level}}", "Average score {{year}}") is written by the
 * text's culture, so an Arabic page has one numeral system. Without grouping: a number handed
 * over as it is is a year, a level, a quarter or a rank; a count that wants grouping comes formatted.
 * (It replaces i18next's `{{value, number}}` formats, which no text uses.)
 */
export const numbersInTexts = {
  type: 'formatter' as const,
  format: (value: unknown, _format: string | undefined, culture: string | undefined) => {
    if (typeof value !== 'number' || !culture) return value;
    const writer = writers.get(culture) ?? new Intl.NumberFormat(culture, { useGrouping: false });
    writers.set(culture, writer);
    return writer.format(value);
  },
};
