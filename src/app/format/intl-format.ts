/**
 * Numbers, percentages and dates in the user's culture (Intl). The formatters are cached per
 * culture and options, because charts format thousands of values.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter as T;
}

export function formatNumber(
  value: number,
  cultureName: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `number|${cultureName}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(cultureName, options)).format(value);
}

/** A ratio as a percentage: 0.256 -> "26%" (en-US), "26 %" (fr-FR). */
export function formatPercent(ratio: number, cultureName: string, maximumFractionDigits = 0): string {
  return formatNumber(ratio, cultureName, { style: 'percent', maximumFractionDigits });
}

export function formatDate(
  value: Date | string | number,
  cultureName: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `date|${cultureName}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(cultureName, options)).format(new Date(value));
}
