import { describe, expect, it } from 'vitest';
import { parseBranding } from './branding';

describe('parseBranding', () => {
  it('reads title, description and favicon', () => {
    const raw = JSON.stringify({ title: 'TTC', description: 'd', favicon: 'f.png', extra: 1 });
    expect(parseBranding(raw)).toEqual({ title: 'TTC', description: 'd', favicon: 'f.png' });
  });

  it('fills missing optional fields and rejects unusable data', () => {
    expect(parseBranding('{"title":"TTC"}')).toEqual({ title: 'TTC', description: '', favicon: '' });
    expect(parseBranding(null)).toBeNull();
    expect(parseBranding('nope')).toBeNull();
    expect(parseBranding('{"description":"x"}')).toBeNull();
  });
});
