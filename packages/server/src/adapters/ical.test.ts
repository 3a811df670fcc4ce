import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { renderCalendar, type CalendarEvent } from './ical.ts';

const winter: CalendarEvent = {
  uid: 'meeting-101@clubhuis',
  playDate: '2027-01-16',
  playTime: '19:45',
  summary: 'Interclub: TTC Één B – Sporting Gent C',
  location: 'Sporthal De Brug, Kerkstraat 12; 9000 Gent',
  url: 'https://clubhuis.test/#/interclub/101?tab=opstelling&x=1',
  description: 'Ploegkapitein: Jan Peeters, 0470 12 34 56.\nNeem je licentie mee; parkeren achteraan.',
};
const summer: CalendarEvent = {
  uid: 'meeting-202@clubhuis',
  playDate: '2027-06-12',
  playTime: '19:45',
  summary: 'Interclub: Sporting Gent C – TTC Één B',
  location: 'Zaal Olympia, Lange Straat 7, 2000 Antwerpen',
  url: 'https://clubhuis.test/#/interclub/202',
  description: '',
};

function parse(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

const plain = (v: unknown) => (typeof v === 'object' && v !== null && 'val' in v ? (v as { val: string }).val : v);

describe('renderCalendar', () => {
  const text = renderCalendar('Interclub TTC Één – een kalender met een lange naam, voor het vouwen', [winter, summer]);
  const [w, s] = parse(text);

  it('starts at arrival time and ends 3.5 hours after play, in CET and CEST', () => {
    expect(w.start.toISOString()).toBe('2027-01-16T18:15:00.000Z');
    expect(w.end?.toISOString()).toBe('2027-01-16T22:15:00.000Z');
    expect(s.start.toISOString()).toBe('2027-06-12T17:15:00.000Z');
    expect(s.end?.toISOString()).toBe('2027-06-12T21:15:00.000Z');
    expect(text).toContain('DTSTART;TZID=Europe/Brussels:20270116T191500\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Brussels:20270612T231500\r\n');
  });

  it('carries uid, summary, location, url and a Dutch description', () => {
    expect(w.uid).toBe(winter.uid);
    expect(plain(w.summary)).toBe(winter.summary);
    expect(plain(w.location)).toBe(winter.location);
    expect(plain(w.url)).toBe(winter.url);
    expect(plain(w.description)).toBe(`Aanwezig om 19:15, aanvang 19:45.\n${winter.description}`);
    expect(plain(s.location)).toBe(summer.location);
    expect(plain(s.url)).toBe(summer.url);
    expect(plain(s.description)).toBe('Aanwezig om 19:15, aanvang 19:45.');
  });

  it('has the Brussels VTIMEZONE, CRLF line ends and lines of at most 75 octets', () => {
    expect(text).toMatch(/\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/Brussels\r\n/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  // node-ical resolves TZID=Europe/Brussels from its own zone data, not from the VTIMEZONE,
  // so the block itself is checked here: CEST from the last Sunday of March, CET from October's.
  it('describes the EU summer-time rules in the VTIMEZONE', () => {
    const block = /BEGIN:VTIMEZONE\r\n[\s\S]*?END:VTIMEZONE\r\n/.exec(text)?.[0] ?? '';
    expect(block).toContain(
      'BEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\n' +
        'DTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT',
    );
    expect(block).toContain(
      'BEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\n' +
        'DTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD',
    );
  });

  it('arrives the evening before when play starts just after midnight', () => {
    const [e] = parse(renderCalendar('x', [{ ...summer, playDate: '2027-03-01', playTime: '00:10' }]));
    expect(e.start.toISOString()).toBe('2027-02-28T22:40:00.000Z');
    expect(plain(e.description)).toBe('Aanwezig om 23:40, aanvang 00:10.');
  });
});
