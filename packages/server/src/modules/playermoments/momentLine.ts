import { playerMomentsText } from './messages.ts';

/** The line the pickers show: 'Tafeltennis vrij spel - di 24/11 19:30' (name, Dutch weekday, day/month, start). */
export function momentLine(m: { name: string; playDate: string; startTime: string }): string {
  const day = new Date(`${m.playDate}T00:00:00Z`);
  const weekday = playerMomentsText.weekdays[day.getUTCDay()]!;
  const [, month, date] = m.playDate.split('-');
  return `${m.name} - ${weekday} ${date}/${month} ${m.startTime}`;
}
