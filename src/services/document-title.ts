export const PRODUCT_NAME = 'Quality Analytics Platform';

/** Spec section 1: "<page title> | Quality Analytics Platform", or the product name alone without a title. */
export function documentTitle(pageTitle?: string): string {
  const title = pageTitle?.trim();
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
