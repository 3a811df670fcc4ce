import { describe, expect, it } from 'vitest';
import { mailHref, phoneHref } from './contact.ts';

describe('contact links (spec 01 section 5)', () => {
  it("links an e-mail address only when it contains '@'", () => {
    expect(mailHref(' jan@example.be ')).toBe('mailto:jan@example.be');
    expect(mailHref('geen adres')).toBeNull();
    expect(mailHref('')).toBeNull();
  });

  it('keeps digits only in a phone link', () => {
    expect(phoneHref('+32 (0)470 12 34 56')).toBe('tel:320470123456');
    expect(phoneHref('09/123.45.67')).toBe('tel:091234567');
    expect(phoneHref('onbekend')).toBeNull();
  });
});
