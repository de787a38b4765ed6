/** Environment logos and favicons as data: URIs, so the seed needs no files or network. */

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function environmentLogo(name: string, color: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="QAP ${name}">` +
      `<rect x="2" y="2" width="44" height="44" rx="10" fill="${color}"/>` +
      '<path d="M20 12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#fff"/>' +
      `<text x="56" y="31" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#002C4A">QAP ${initials(name)}</text>` +
      '</svg>',
  );
}

export function environmentFavicon(color: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/>` +
      '<path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff"/></svg>',
  );
}
