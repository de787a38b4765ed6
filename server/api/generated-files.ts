import type { ThumbnailFacts } from '../queries/public-facilities.js';

const CATEGORY_COLORS = ['#1d5c96', '#0b6e4f', '#6a2c91', '#8a3b12', '#7a5a00', '#22577a', '#9d174d'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A facility thumbnail drawn in code: category colour, initials, and one star per awarded level. */
export function facilityThumbnailSvg(facility: ThumbnailFacts): string {
  const color = CATEGORY_COLORS[(facility.categoryId - 1) % CATEGORY_COLORS.length];
  const initials = facility.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const stars = Array.from(
    { length: facility.awardedLevel ?? 0 },
    (_, index) => `<circle cx="${28 + index * 16}" cy="100" r="5" fill="#ffd23f"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(facility.name)}">` +
    `<rect width="120" height="120" rx="12" fill="${color}"/>` +
    `<text x="60" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initials)}</text>` +
    `${stars}</svg>`
  );
}

export interface ActivityDocument {
  id: number;
  title: string;
  activityDate: string;
  fileName: string;
  facilityName: string;
  facilityCode: string;
  totalScore: number | null;
  awardedLevel: number | null;
}

/** A one-page PDF (built by hand: a few objects and a cross-reference table) describing the activity. */
export function activityDocumentPdf(activity: ActivityDocument): Buffer {
  const escapePdf = (text: string) =>
    text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');
  const lines = [
    activity.title,
    `Facility: ${activity.facilityName} (${activity.facilityCode})`,
    `Date: ${activity.activityDate}`,
    `Total score: ${activity.totalScore ?? 'not assessed'}`,
    `Awarded level: ${activity.awardedLevel ?? 'none'}`,
    'Quality Analytics Platform - generated demo document',
  ];
  const content = `BT /F1 14 Tf 72 760 Td 20 TL ${lines.map((line) => `(${escapePdf(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
