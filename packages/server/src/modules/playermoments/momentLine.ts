import { sql } from 'drizzle-orm';
import { playerMomentsText } from './messages.ts';

/**
 * The line the pickers show: 'Tafeltennis vrij spel - di 24/11 19:30' (name, weekday in the current
 * language, day/month, start; 'mar. 24/11 19:30' in French).
 */
export function momentLine(m: { name: string; playDate: string; startTime: string }): string {
  const day = new Date(`${m.playDate}T00:00:00Z`);
  const weekday = playerMomentsText.weekdays[day.getUTCDay()]!;
  const [, month, date] = m.playDate.split('-');
  return `${m.name} - ${weekday} ${date}/${month} ${m.startTime}`;
}

/**
 * The same line in SQL, for statements that build their answer's JSON in PostgreSQL; `m` is a
 * player_moments row. The weekdays are the statement's parameter 'weekdays' (momentWeekdays(), read
 * per call: the caller's language), so one prepared statement serves both languages.
 * playerMomentList.api.test.ts checks it against momentLine.
 */
export const momentLineSql = sql`(m.name || ' - ' || (${sql.placeholder('weekdays')}::text[])[extract(dow from m.play_date)::int + 1]
  || ' ' || to_char(m.play_date, 'DD/MM') || ' ' || m.start_time)`;

/** The weekday abbreviations of the current language as a PostgreSQL text array ('{"zo","ma",…}'). */
export function momentWeekdays(): string {
  return `{${playerMomentsText.weekdays.map((d) => `"${d}"`).join(',')}}`;
}
