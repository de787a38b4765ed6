/** A certificate stays valid through its last day (ISO dates compare as text); a facility without one has none valid. */
export function isCertificateValid(validTo: string | null, today: string): boolean {
  return validTo !== null && validTo >= today;
}
