import type { MailContent, MailLine } from './weeklyMailContent.ts';
import { mailText as t } from './messages.ts';

/** The plain-text part: headings in capitals, a line per thing, its link on the next line where it waits. */
export function weeklyMailPlain(mail: MailContent): string {
  const out: string[] = [mail.greeting, '', mail.intro];
  const line = (l: MailLine, withLink: boolean) => {
    out.push(`- ${l.title}`);
    for (const detail of [l.when, l.member, ...l.details].filter(Boolean)) out.push(`  ${detail}`);
    if (withLink) out.push(`  ${t.labelled(t.answerHere, l.link)}`);
  };
  if (mail.waiting.length > 0) {
    out.push('', t.waitingTitle.toUpperCase());
    for (const l of mail.waiting) line(l, true);
  }
  for (const day of mail.days) {
    out.push('', day.label.toUpperCase());
    for (const l of day.lines) line(l, false);
  }
  if (mail.days.length === 0) out.push('', t.nothingPlanned);
  if (mail.results.length > 0) {
    out.push('', t.lastWeek.toUpperCase());
    for (const r of mail.results) out.push(`- ${r}`);
  }
  out.push('', t.labelled(t.openApp, mail.appLink), '', '-- ', t.why(mail.clubName), t.unsubscribeText(mail.unsubscribeLink), t.labelled(`${t.orInApp} ${t.settings}`, mail.settingsLink));
  return out.join('\n');
}
