/**
 * Makes a value safe to show or post to another tab: tokens replaced by `[redacted]`
 * (access_token, id_token, refresh_token in any spelling, any JWT-shaped string, and the
 * values of the OAuth callback's code, state and session_state in any address), and
 * anything that is not plain data (actor refs, functions, errors, cycles) turned into words.
 */

export const REDACTED = '[redacted]';

/** access_token, idToken, REFRESH_TOKEN ... */
const TOKEN_KEY = /^(access|id|refresh)_?token$/i;
/** A JWT: a JOSE header (base64url of `{"`, hence `eyJ`), a payload and a signature. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/**
 * The sign-in callback's parameters in a query or fragment (`/oauth?code=…&state=…&session_state=…`,
 * or a full URL): the code buys tokens until it is redeemed, state matches the stored sign-in
 * request, session_state names the provider's session.
 */
const CALLBACK_PARAM = /([?&#](?:code|state|session_state)=)[^&#\s"'<>]*/g;
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;

export type Inspectable = string | number | boolean | null | Inspectable[] | { [key: string]: Inspectable };

function isActorRef(value: object): value is { id: string } {
  return 'sessionId' in value && 'send' in value && 'getSnapshot' in value;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): Inspectable | undefined {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      return value.replace(JWT, REDACTED).replace(CALLBACK_PARAM, `$1${REDACTED}`);
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  const object = value as object;
  if (isActorRef(object)) return `[actor ${object.id}]`;
  if (object instanceof Error)
    return { name: object.name, message: redactValue(object.message, depth, seen) ?? '' };
  if (object instanceof Date) return object.toISOString();
  if (seen.has(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(object);
  try {
    if (Array.isArray(object) || object instanceof Set || object instanceof Map) {
      const items = [...(object instanceof Map ? object.entries() : object)];
      const shown = items.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1, seen) ?? null);
      return items.length > MAX_ITEMS ? [...shown, `… ${items.length - MAX_ITEMS} more`] : shown;
    }
    const result: { [key: string]: Inspectable } = {};
    for (const [key, item] of Object.entries(object)) {
      if (TOKEN_KEY.test(key) && item != null) {
        result[key] = REDACTED;
        continue;
      }
      const redacted = redactValue(item, depth + 1, seen);
      if (redacted !== undefined) result[key] = redacted;
    }
    return result;
  } finally {
    seen.delete(object);
  }
}

/** The value as plain, token-free data (undefined becomes null). */
export function redact(value: unknown): Inspectable {
  return redactValue(value, 0, new WeakSet()) ?? null;
}
