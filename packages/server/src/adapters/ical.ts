import { ARRIVE_MINUTES_BEFORE } from '@clubhuis/contract/rules/interclub';
import { TIME_ZONE } from '@clubhuis/contract/rules/clock';
import { localized } from '../i18n/language.ts';

export interface CalendarEvent {
  uid: string;
  /** yyyy-mm-dd on the Brussels clock. */
  playDate: string;
  /** hh:mm on the Brussels clock. */
  playTime: string;
  summary: string;
  /** The address of the venue. */
  location: string;
  /** The match page in the app. */
  url: string;
  description: string;
}

/**
 * The feed's own words, in the current language: the feed runs in the language of whoever it is for
 * (interclub/feeds.ts), read per event.
 */
const icalText = localized(
  { intro: (arrive: string, start: string) => `Aanwezig om ${arrive}, aanvang ${start}.` },
  { intro: (arrive: string, start: string) => `Rendez-vous à ${arrive}, début du match à ${start}.` },
);

/** How long after the start of play the calendar entry ends. */
export const MATCH_MINUTES = 210;

// Written by hand rather than with ical-generator: its Date handling follows the process time
// zone, while here every time is a Brussels wall-clock time and stays one (DTSTART;TZID=…).
// The VTIMEZONE carries the EU rules (last Sunday of March and October, 01:00 UTC).
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An RFC 5545 calendar with one VEVENT per match, from arrival until the expected end. */
export function renderCalendar(name: string, events: CalendarEvent[], now: Date = new Date()): string {
  const stamp = `${wallClock(now.getTime())}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clubhuis//Interclub//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((e) => renderEvent(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function renderEvent(e: CalendarEvent, stamp: string): string[] {
  const play = brusselsMinutes(e.playDate, e.playTime);
  const arrive = play - ARRIVE_MINUTES_BEFORE * 60_000;
  const end = play + MATCH_MINUTES * 60_000;
  const intro = icalText.intro(new Date(arrive).toISOString().slice(11, 16), e.playTime);
  const description = e.description.trim() ? `${intro}\n${e.description}` : intro;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${TIME_ZONE}:${wallClock(arrive)}`,
    `DTEND;TZID=${TIME_ZONE}:${wallClock(end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    // URL is a URI value: no TEXT escaping, but it must stay on one logical line.
    `URL:${e.url.replace(/[\r\n]/g, '')}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
}

/**
 * The Brussels wall-clock time as if it were UTC milliseconds: adding minutes to it and
 * reading it back with getUTC* is plain clock arithmetic, independent of the process time zone.
 */
function brusselsMinutes(date: string, time: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new Error(`renderCalendar: bad date/time '${date} ${time}'`);
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
}

/** yyyymmddThhmmss of the UTC fields of ms. */
function wallClock(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** RFC 5545 section 3.3.11. */
function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

/** RFC 5545 section 3.1: at most 75 octets a line, never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let octets = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (octets + n > 75) {
      out.push(cur);
      cur = ' ';
      octets = 1;
    }
    cur += ch;
    octets += n;
  }
  out.push(cur);
  return out.join('\r\n');
}
