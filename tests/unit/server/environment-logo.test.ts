import { describe, expect, it } from 'vitest';
import { environmentLogo } from '../../../server/db/seed/logo';

/** The SVG inside a data: URI. */
const svgOf = (uri: string) =>
  Buffer.from(uri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();

describe('the header logo is the product mark, not cut text', () => {
  it('the seeded environment logo is a square mark with no lettering, labelled with the environment', () => {
    const svg = svgOf(environmentLogo('Production', '#0b6e4f'));
    expect(svg).not.toContain('<text');
    const [, width, height] = svg.match(/width="(\d+)" height="(\d+)"/) ?? [];
    expect(width).toBe(height);
    expect(svg).toContain('aria-label="Production"');
    expect(svg).toContain('fill="#0b6e4f"');
  });
});
