/** What a failed effect says, for the machines' error states: the Error's message, or the value as text. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
