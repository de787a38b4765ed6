/**
 * Spec section 4: focus is polled (every second, by the usage machine) rather than listened to,
 * so that switching to another window or tab is noticed whatever the browser fires.
 */
export function hasWindowFocus(doc: Pick<Document, 'hasFocus'> = document): boolean {
  return doc.hasFocus();
}
