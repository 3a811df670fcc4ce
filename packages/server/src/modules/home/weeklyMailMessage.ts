import type { MyWeek } from '@clubhuis/contract/entities/home';
import { MY_WEEK_DAYS } from '@clubhuis/contract/rules/home';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import type { LinkKeys } from '../../auth/links.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { MailAccount, MailClub } from '../session/mailRecipients.ts';
import { answerLinkFor } from '../interclub/answerLinks.ts';
import { inLanguage } from '../../i18n/language.ts';
import { userLanguages } from '../../i18n/recipientLanguage.ts';
import { weekOf } from './myWeek.ts';
import { weeklyMailContent } from './weeklyMailContent.ts';
import { weeklyMailHtml } from './weeklyMailHtml.ts';
import { weeklyMailPlain } from './weeklyMailText.ts';
import { unsubscribeToken } from './weeklyMailSwitch.ts';

/**
 * The days a mail covers: today and the seven after it, so a mail on Sunday evening (the default) holds
 * the whole coming week up to and with next Sunday. The first seven are exactly 'Mijn week' of that moment.
 */
export const WEEKLY_MAIL_DAYS = MY_WEEK_DAYS + 1;

export interface MessageContext {
  db: Db;
  links: LinkKeys;
  /** The app's address for links (mailedLinkBase: PUBLIC_URL, never a request's Host). */
  base: string;
  /** The domain of our Message-IDs (MAIL_FROM's). */
  domain: string;
}

/** The unsubscribe link of an account: one POST to it (RFC 8058) turns the mail off; a GET only asks. */
export function unsubscribeLink(ctx: Pick<MessageContext, 'links' | 'base'>, account: { userId: number; clubId: number }, now: Date): string {
  return `${ctx.base}/api/home/unsubscribe/${unsubscribeToken(ctx.links, account, now)}`;
}

/**
 * One account's mail of a week, as 'Mijn week' shows its members' lines at this moment (weekOf, the same
 * statement); null when there is nothing to say. Plain text and HTML, the one-click unsubscribe headers,
 * and a Message-ID fixed per account and week, so a mail sent again after a crash is the same message
 * (clients that keep one copy per Message-ID show it once).
 */
export async function weeklyMessage(ctx: MessageContext, club: MailClub, account: MailAccount, week: string, now: Date): Promise<MailMessage | null> {
  const owner = { clubId: club.clubId, memberIds: account.memberIds, trainerId: account.trainerId, userId: account.userId };
  const answer = JSON.parse(await weekOf(ctx.db, owner, brusselsClock(now).date, WEEKLY_MAIL_DAYS, now)) as MyWeek;
  const link = unsubscribeLink(ctx, account, now);
  // A meeting that waits for a member's answer links to that member's answer page: no login needed.
  const answerLinks = new Map<string, string>();
  for (const item of answer.items) {
    if (item.kind !== 'meeting' || !item.asksAnswer) continue;
    answerLinks.set(`${item.kind} ${item.id} ${item.memberId}`, await answerLinkFor(ctx.db, ctx.base, club.clubId, item.memberId, item.id));
  }
  // Written in the account's language (its own choice, else the club's default: issue 33).
  const language = (await userLanguages(ctx.db, club.clubId, [account.userId])).get(account.userId) ?? 'nl';
  return inLanguage(language, () => {
    const content = weeklyMailContent(answer, {
      clubName: club.name,
      firstName: account.firstName,
      base: ctx.base,
      unsubscribeLink: link,
      manyMembers: account.memberIds.length > 1,
      answerLinks,
    });
    if (!content) return null;
    return {
      to: [account.email],
      subject: content.subject,
      text: weeklyMailPlain(content),
      html: weeklyMailHtml(content, club.primaryColor),
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated' },
      messageId: `<weekly-${week}-${account.userId}@${ctx.domain}>`,
    };
  });
}

/** The domain of the sender's address ('Clubhuis <noreply@club.be>' → 'club.be'). */
export function domainOf(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'clubhuis.local';
}
