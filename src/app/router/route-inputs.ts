/** A route's integer parameter (facilityId): the number, or undefined when it is not a whole number. */
export function parseIntegerParam(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^-?\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}
