// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/localized';
import { weekTexts } from './messages';
import { dayLabel } from './weekDays';

// Issue 33: 'Mijn week' in French is 'Ma semaine', with French day headings.
afterAll(() => switchLanguage('nl'));

describe("'Ma semaine' days in French", () => {
  it("names today, tomorrow and the other days in the active language", async () => {
    await switchLanguage('fr');
    expect(weekTexts.title).toBe('Ma semaine');
    expect(dayLabel('2026-11-26', '2026-11-26')).toBe("Aujourd'hui");
    expect(dayLabel('2026-11-27', '2026-11-26')).toBe('Demain');
    expect(dayLabel('2026-11-28', '2026-11-26')).toBe('Samedi 28/11');
    expect(weekTexts.waiting(2)).toBe('2 attendent ta réponse');
    expect(weekTexts.labelled(weekTexts.lineUp, 'Jan, Piet')).toBe('Composition : Jan, Piet');
    await switchLanguage('nl');
    expect(dayLabel('2026-11-28', '2026-11-26')).toBe('Zaterdag 28/11');
    expect(weekTexts.title).toBe('Mijn week');
  });
});
