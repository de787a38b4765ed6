/** Drops undefined values so that no analytics property is sent empty. */
export function definedProperties(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
}
