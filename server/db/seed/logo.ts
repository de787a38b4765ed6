/** Environment logos and favicons as data: URIs, so the seed needs no files or network. */

function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The product's mark in the environment's colour: a square with the health cross. Only the mark,
 * no lettering: the header sets the product name beside it in real text (the logo's
 * text was cut to "QAP P"). The environment's name is the image's accessible label.
 */
export function environmentLogo(name: string, color: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${name}">` +
      `<rect x="2" y="2" width="44" height="44" rx="10" fill="${color}"/>` +
      '<path d="M20 12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#fff"/>' +
      '</svg>',
  );
}

export function environmentFavicon(color: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/>` +
      '<path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff"/></svg>',
  );
}
