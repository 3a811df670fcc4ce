import { describe, expect, it } from 'vitest';
import { cssColor, formatBirthdate, mantineColor } from './memberFormat';

describe('formatBirthdate', () => {
  it('shows yyyy-mm-dd as dd/mm/yyyy and anything else as given', () => {
    expect(formatBirthdate('2013-04-12')).toBe('12/04/2013');
    expect(formatBirthdate('')).toBe('');
    expect(formatBirthdate('onbekend')).toBe('onbekend');
  });
});

describe('colours', () => {
  it('maps Bootstrap variants to Mantine colours and keeps others', () => {
    expect(mantineColor('danger')).toBe('red');
    expect(mantineColor(' Success ')).toBe('green');
    expect(mantineColor('grape')).toBe('grape');
    expect(mantineColor('#ff8800')).toBe('#ff8800');
    expect(mantineColor('')).toBe('gray');
  });

  it('gives a CSS value: a Mantine shade with the plain name as fallback, else the colour itself', () => {
    expect(cssColor('danger')).toBe('var(--mantine-color-red-6, red)');
    expect(cssColor('#ff8800')).toBe('#ff8800');
  });
});
