import { clubPalette } from '@clubhuis/contract/rules/clubPalette';
import type { MailContent, MailLine } from './weeklyMailContent.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { mailText as t } from './messages.ts';

/*
 * The HTML part, written for mail clients rather than browsers: tables for the layout, every style
 * inline (webmail drops <style> or rewrites it), one 600 px column that narrows to a phone's width, the
 * club's colour (its primary shade, on which white text reads at 4.5:1) in the header and the links.
 * Dark mode: clients that honour prefers-color-scheme get the dark colours of the <style> below; the
 * others invert a light mail themselves, which dark text on white and white on the club's colour survive.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = '#212529';
const MUTED = '#495057';
const BORDER = '#dee2e6';
const WAITING = '#c92a2a';

const DARK_STYLE = (linkDark: string) => `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .wm-page { background: #141517 !important; }
    .wm-card { background: #1f2023 !important; color: #e9ecef !important; }
    .wm-muted { color: #c1c2c5 !important; }
    .wm-line { border-color: #373a40 !important; }
    .wm-link { color: ${linkDark} !important; }
    .wm-flag { color: #ffa8a8 !important; border-color: #ffa8a8 !important; }
  }`;

/** One line; under 'Wacht op je antwoord' (waiting) with an 'Antwoorden' link, under its day with the flag. */
function lineHtml(l: MailLine, colour: string, waiting: boolean): string {
  const details = [l.member, ...l.details].filter(Boolean).map((d) => `<div class="wm-muted" style="color:${MUTED};font-size:14px;line-height:20px">${escape(d)}</div>`);
  const flag = !waiting && l.waiting ? ` <span class="wm-flag" style="color:${WAITING};border:1px solid ${WAITING};border-radius:4px;font-size:12px;padding:0 4px;white-space:nowrap">${escape(t.waitingTitle)}</span>` : '';
  const answer = waiting ? `<div style="padding-top:6px"><a class="wm-link" href="${escape(l.link)}" style="color:${colour};font-weight:600;font-size:14px">${escape(t.answerHere)} &rsaquo;</a></div>` : '';
  // data-line / data-waiting: which line of 'Mijn week' this is ('kind id memberId'); clients ignore it.
  return `<tr><td class="wm-line" ${waiting ? 'data-waiting' : 'data-line'}="${escape(l.key)}" style="padding:10px 0;border-top:1px solid ${BORDER}">
<div class="wm-muted" style="color:${MUTED};font-size:14px;line-height:20px">${escape(l.when)}</div>
<div style="font-size:16px;line-height:22px;font-weight:600"><a class="wm-link" href="${escape(l.link)}" style="color:${colour};text-decoration:none">${escape(l.title)}</a>${flag}</div>
${[...details, answer].filter(Boolean).join('\n')}
</td></tr>`;
}

function section(title: string, rows: string[]): string {
  return `<tr><td style="padding:18px 0 4px 0;font-size:18px;line-height:24px;font-weight:700">${escape(title)}</td></tr>\n${rows.join('\n')}`;
}

export function weeklyMailHtml(mail: MailContent, primaryColor: string): string {
  const palette = clubPalette(primaryColor);
  const colour = palette.shades[palette.primaryShade]!;
  const linkDark = palette.shades[4]!;
  const parts: string[] = [];
  if (mail.waiting.length > 0) {
    parts.push(section(t.waitingTitle, [`<tr><td class="wm-muted" style="color:${MUTED};font-size:14px;padding-bottom:6px">${escape(t.waitingIntro)}</td></tr>`, ...mail.waiting.map((l) => lineHtml(l, colour, true))]));
  }
  for (const day of mail.days) parts.push(section(day.label, day.lines.map((l) => lineHtml(l, colour, false))));
  if (mail.days.length === 0) parts.push(`<tr><td style="padding:18px 0 0 0">${escape(t.nothingPlanned)}</td></tr>`);
  if (mail.results.length > 0) {
    parts.push(section(t.lastWeek, mail.results.map((r) => `<tr><td class="wm-line" style="padding:8px 0;border-top:1px solid ${BORDER};font-size:14px;line-height:20px">${escape(r)}</td></tr>`)));
  }
  return `<!doctype html>
<html lang="${currentLanguage()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escape(mail.subject)}</title>
<style>${DARK_STYLE(linkDark)}</style>
</head>
<body class="wm-page" style="margin:0;padding:0;background:#f1f3f5">
<table role="presentation" class="wm-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f3f5">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" class="wm-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;color:${TEXT};border-radius:8px;${FONT}">
<tr><td style="background:${colour};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;font-size:20px;line-height:26px;font-weight:700">${escape(mail.clubName)}</td></tr>
<tr><td style="padding:16px 20px 8px 20px;font-size:16px;line-height:24px">
<p style="margin:0 0 8px 0">${escape(mail.greeting)}</p>
<p style="margin:0">${escape(mail.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${parts.join('\n')}
</table>
<p style="margin:20px 0 8px 0"><a class="wm-link" href="${escape(mail.appLink)}" style="color:${colour};font-weight:600">${escape(t.openApp)} &rsaquo;</a></p>
</td></tr>
<tr><td class="wm-muted" style="padding:12px 20px 20px 20px;border-top:1px solid ${BORDER};color:${MUTED};font-size:13px;line-height:19px">
${escape(t.why(mail.clubName))}<br>
<a class="wm-link" href="${escape(mail.unsubscribeLink)}" style="color:${colour}">${escape(t.unsubscribe)}</a>. ${escape(t.orInApp)} <a class="wm-link" href="${escape(mail.settingsLink)}" style="color:${colour}">${escape(t.settings)}</a>.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
