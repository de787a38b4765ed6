/**
 * Spec section 5: for error reporting, the authenticated user id has commas, semicolons, equals
 * signs, pipes and spaces replaced by underscores (Application Insights rejects ids holding them,
 * because the id is stored in a cookie).
 */
export function sanitizeAuthenticatedUserId(userId: string): string {
  return userId.replace(/[,;=| ]/g, '_');
}
