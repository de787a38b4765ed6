/**
 * A namespace's texts flattened to dotted keys, with i18next's plural suffixes removed (French
 * has a `many` form English lacks), so two languages' tables compare key for key.
 */
export function localeLeaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path.replace(/_(zero|one|two|few|many|other)$/, ''), child);
    else for (const [k, v] of localeLeaves(child, path)) out.set(k, v);
  }
  return out;
}
