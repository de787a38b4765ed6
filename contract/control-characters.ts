const TAB = 0x09;

/** C0 control characters and DEL; a horizontal tab only when `allowTab` (HTTP header values may hold one). */
export function hasControlCharacter(text: string, { allowTab = false } = {}): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(allowTab && code === TAB)) return true;
  }
  return false;
}
