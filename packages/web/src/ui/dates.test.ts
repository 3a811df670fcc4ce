import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate, formatStamp } from './dates';

describe('dates', () => {
  it('writes yyyy-mm-dd as nl-BE, and leaves other text as given', () => {
    expect(formatDate('2025-10-12')).toBe('12/10/2025');
    expect(formatDate('2025-10-12T10:00:00Z')).toBe('12/10/2025');
    expect(formatDate('gisteren')).toBe('gisteren');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatShortDate('2025-10-12')).toBe('12/10');
  });

  it('writes a timestamp on the Brussels clock, summer and winter', () => {
    expect(formatStamp('2025-10-12T17:05:00Z')).toBe('12/10/2025 19:05');
    expect(formatStamp('2025-12-01T08:00:00Z')).toBe('01/12/2025 09:00');
    expect(formatStamp('gisteren')).toBe('gisteren');
  });
});
