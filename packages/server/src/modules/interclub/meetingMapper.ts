// What the server writes about a meeting outside the JSON PostgreSQL builds (meetingJson.ts): the
// line-up mail's date and the calendar feed links.

const dayFormat = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'za 22/11/2026' for '2026-11-22' (meetingJson.ts writes the same in SQL). */
export function dateDescription(playDate: string): string {
  return dayFormat.format(new Date(`${playDate}T00:00:00Z`));
}

export function feedUrl(feedBase: string, token: string | null): string {
  return token ? `${feedBase}/api/ical/${token}.ics` : '';
}
