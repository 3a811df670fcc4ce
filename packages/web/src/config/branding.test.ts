// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../testing/fixtures';
import { dismissMessage, isMessageDismissed, parseBranding, rememberBranding } from './branding';

describe('parseBranding', () => {
  it('reads title, description and favicon', () => {
    const raw = JSON.stringify({ title: 'TTC', description: 'd', favicon: 'f.png', extra: 1 });
    expect(parseBranding(raw)).toEqual({ title: 'TTC', description: 'd', favicon: 'f.png', primaryColor: '', logo: '' });
  });

  it('fills missing optional fields and rejects unusable data', () => {
    expect(parseBranding('{"title":"TTC","primaryColor":"#0f766e"}')).toEqual({ title: 'TTC', description: '', favicon: '', primaryColor: '#0f766e', logo: '' });
    expect(parseBranding(null)).toBeNull();
    expect(parseBranding('nope')).toBeNull();
    expect(parseBranding('{"description":"x"}')).toBeNull();
  });
});

describe('a dismissed message of the day', () => {
  it('stays dismissed through a new config, until the message changes', () => {
    localStorage.clear();
    const config = makeConfig({ messageOfTheDay: 'Clubfeest zaterdag!' });
    rememberBranding(config);
    expect(isMessageDismissed('Clubfeest zaterdag!')).toBe(false);
    dismissMessage('Clubfeest zaterdag!');
    rememberBranding(config);
    expect(isMessageDismissed('Clubfeest zaterdag!')).toBe(true);
    expect(isMessageDismissed('Algemene vergadering vrijdag')).toBe(false);
    expect(Object.keys(localStorage)).toEqual(['clubhuis.config']);
  });
});
