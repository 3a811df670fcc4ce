import type { AttendanceOverview } from '@clubhuis/contract/entities/training';
import { attendancePercentage } from '@clubhuis/contract/rules/training';
import { trainingTexts as t } from './messages';

/** dd/mm/yyyy as Belgian spreadsheets read it. */
export function belgianDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** One cell of the overview as the screen and the CSV show it: 'A', 'Afw' (with the reason) or '?'. */
export function cellText(cell: { presence: number; reason: string }): string {
  if (cell.presence === 1) return t.cellPresent;
  if (cell.presence === 0) return cell.reason ? `${t.cellAbsent} (${cell.reason})` : t.cellAbsent;
  return cell.reason ? `${t.cellUnknown} (${cell.reason})` : t.cellUnknown;
}

/**
 * One field as the spreadsheet should read it: text, never a formula. A member named '=HYPERLINK(…)'
 * would run as one, so a value starting with =, +, -, @, tab or return gets a leading quote (OWASP,
 * CSV injection); a value with ';', '"' or a line break goes between double quotes.
 */
function field(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The overview as CSV a Dutch-language spreadsheet opens as is: ';' between fields (the comma is the
 * decimal sign there), CRLF lines, and a UTF-8 byte order mark so é, ë and ï stay intact.
 */
export function attendanceCsv(overview: AttendanceOverview): string {
  const header = [t.csvTrainee, ...overview.trainings.map((x) => belgianDate(x.date)), t.csvPresent, t.csvPercentage];
  const rows = overview.trainees.map((p) => [
    p.memberName,
    ...p.cells.map(cellText),
    String(p.cells.filter((c) => c.presence === 1).length),
    `${attendancePercentage(p.cells)}%`,
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(field).join(';')).join('\r\n')}\r\n`;
}
