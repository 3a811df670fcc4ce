// What the server writes about a meeting outside the JSON PostgreSQL builds (meetingJson.ts): the
// line-up mail's date and the calendar feed links.
import { currentLocale } from '../../i18n/language.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'za 22/11/2026' ('sam. 22/11/2026' in French) for '2026-11-22' (meetingJson.ts writes the same in SQL). */
export function dateDescription(playDate: string): string {
  const locale = currentLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${playDate}T00:00:00Z`));
}

export function feedUrl(feedBase: string, token: string | null): string {
  return token ? `${feedBase}/api/ical/${token}.ics` : '';
}
