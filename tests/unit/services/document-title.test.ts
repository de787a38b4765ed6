import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/services/document-title';

describe('spec 1: the document title is "<page title> | Quality Analytics Platform", or the product name without a title', () => {
  it('a page with a title shows "<page title> | Quality Analytics Platform"', () => {
    expect(documentTitle('Facility Details')).toBe('Facility Details | Quality Analytics Platform');
  });

  it('a page without a title shows just "Quality Analytics Platform"', () => {
    expect(documentTitle()).toBe('Quality Analytics Platform');
    expect(documentTitle('  ')).toBe('Quality Analytics Platform');
  });
});
