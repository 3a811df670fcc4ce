import { describe, expect, it } from 'vitest';
import { isStale } from './buildIfChanged.mjs';

describe('npm start builds only when needed', () => {
  it('builds without a build, or when a source is newer than it', () => {
    expect(isStale([100, 200], null)).toBe(true);
    expect(isStale([100, 300], 200)).toBe(true);
    expect(isStale([100, 200], 200)).toBe(false);
  });
});
