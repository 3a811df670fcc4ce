import { describe, expect, it } from 'vitest';
import { cssColor, mantineColor } from './memberFormat';

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
