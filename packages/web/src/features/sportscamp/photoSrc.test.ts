import { describe, expect, it } from 'vitest';
import { photoSrc } from './photoSrc';

describe('photoSrc', () => {
  it('names the image type by its first bytes', () => {
    expect(photoSrc('R0lGODlhAQAB')).toBe('data:image/gif;base64,R0lGODlhAQAB');
    expect(photoSrc('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(photoSrc('iVBORw0KGgo')).toBe('data:image/png;base64,iVBORw0KGgo');
  });
});
