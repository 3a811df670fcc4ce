import { describe, expect, it } from 'vitest';
import { mailHref, telHref } from './contactLinks';
import { formatDate, formatShortDate } from './format';

describe('contact links (spec 01 section 5)', () => {
  it("links an e-mail address only when it contains '@'", () => {
    expect(mailHref(' jan@example.be ')).toBe('mailto:jan@example.be');
    expect(mailHref('geen adres')).toBeNull();
    expect(mailHref('')).toBeNull();
  });

  it('keeps digits only in a phone link', () => {
    expect(telHref('+32 (0)470 12 34 56')).toBe('tel:320470123456');
    expect(telHref('09/123.45.67')).toBe('tel:091234567');
    expect(telHref('onbekend')).toBeNull();
  });
});

describe('dates', () => {
  it('writes yyyy-mm-dd as nl-BE, and leaves other text as given', () => {
    expect(formatDate('2025-10-12')).toBe('12/10/2025');
    expect(formatDate('2025-10-12T10:00:00Z')).toBe('12/10/2025');
    expect(formatDate('gisteren')).toBe('gisteren');
    expect(formatDate(null)).toBe('');
    expect(formatShortDate('2025-10-12')).toBe('12/10');
  });
});
