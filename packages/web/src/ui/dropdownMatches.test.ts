import { describe, expect, it } from 'vitest';
import { dropdownMatches } from './dropdownMatches';

const options = ['Anna', 'Bart', 'José', 'Jan', 'Katrien', 'Lucas', 'Mira', 'Nele'].map((label, i) => ({
  value: String(i),
  label,
}));

describe('dropdownMatches', () => {
  it('lists at most 6 items without a search', () => {
    expect(dropdownMatches(options, '').map((o) => o.label)).toEqual(['Anna', 'Bart', 'José', 'Jan', 'Katrien', 'Lucas']);
  });

  it('filters by typed text, ignoring case, accents and surrounding spaces', () => {
    expect(dropdownMatches(options, ' jOs ').map((o) => o.label)).toEqual(['José']);
    expect(dropdownMatches(options, 'a').map((o) => o.label)).toEqual(['Anna', 'Bart', 'Jan', 'Katrien', 'Lucas', 'Mira']);
    expect(dropdownMatches(options, 'xyz')).toEqual([]);
  });
});
