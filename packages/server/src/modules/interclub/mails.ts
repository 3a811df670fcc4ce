import { and, asc, eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail.ts';
import type { Db } from '../../db/client.ts';
import { meetingPlayers, members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { dateDescription } from './meetingMapper.ts';
import { lockMeeting, requireComposer, userName } from './meetingAccess.ts';
import { notifyConfirmAsk } from './lineUpNotices.ts';
import { answerLinkUrl, answerTokensFor } from './answerLinks.ts';
import { interclubText } from './messages.ts';
import { inLanguage } from '../../i18n/language.ts';
import { memberLanguages } from '../../i18n/recipientLanguage.ts';

/**
 * Mails the saved line-up to its players (flag 1) and reserves (flag 2) that have an e-mail address: one
 * mail per player, each with that player's own answer link (issue 34), so a parent whose two children
 * share its address gets two mails, one link each.
 */
export async function mailLineUp(
  db: Db,
  mailer: Mailer,
  user: RequestUser,
  body: { teamcalendar_id: number; flags: number },
  now: Date,
  linkBase: string,
): Promise<{ message: string; recipients: number }> {
  const m = await lockMeeting(db, user.clubId, body.teamcalendar_id);
  await requireComposer(db, user, m, now);
  const lineUp = await db
    .select({ id: members.id, reserve: meetingPlayers.reserve, first: members.firstName, last: members.lastName, email: members.email, ranking: members.ranking })
    .from(meetingPlayers)
    .innerJoin(members, eq(members.id, meetingPlayers.memberId))
    .where(and(eq(meetingPlayers.meetingId, m.meeting.id)))
    .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position));
  if (lineUp.length === 0) throw new ApiError(409, interclubText.nothingToMail);
  const wanted = lineUp.filter((p) => (p.reserve ? body.flags & 2 : body.flags & 1));
  const to = wanted.filter((p) => p.email.includes('@'));
  if (to.length === 0) throw new ApiError(409, interclubText.noRecipients);
  const line = (p: (typeof lineUp)[number], i: number) => `${i + 1}. ${p.first} ${p.last}${p.ranking ? ` (${p.ranking})` : ''}`;
  const players = lineUp.filter((p) => !p.reserve);
  const reserves = lineUp.filter((p) => p.reserve);
  const meetingName = `${m.meeting.homeTeam} - ${m.meeting.awayTeam}`;
  const { name: sender } = await userName(db, user.userId);
  // Each player reads the mail in its own language (its account's, else the club's).
  const languages = await memberLanguages(db, user.clubId, to.map((p) => p.id));
  const lines = () => [
    interclubText.mailHeading(m.team.name, m.meeting.week, meetingName),
    interclubText.mailDate(dateDescription(m.meeting.playDate), m.meeting.playTime, m.meeting.home),
    interclubText.mailAddress(m.meeting.address),
    '',
    interclubText.mailPlayers,
    ...players.map(line),
    ...(reserves.length ? ['', interclubText.reservesHeading, ...reserves.map(line)] : []),
    ...(m.meeting.compositionRemarks ? ['', interclubText.mailRemarks(m.meeting.compositionRemarks)] : []),
  ];
  const tokens = await answerTokensFor(db, user.clubId, m.meeting.id, to.map((p) => p.id));
  await Promise.all(
    to.map((p) => {
      const link = answerLinkUrl(linkBase, tokens.get(p.id)!);
      const mail = inLanguage(languages.get(p.id)!, () => ({
        subject: interclubText.mailSubject(m.team.name, m.meeting.week, meetingName),
        text: [...lines(), '', interclubText.linkAsks(p.first), link, '', interclubText.mailSentBy(sender)].join('\n'),
      }));
      return mailer.send({ to: [p.email], ...mail });
    }),
  );
  // The mail asks the players to confirm: the push notification asks it once per saved line-up.
  await db.transaction((tx) => notifyConfirmAsk(tx as unknown as Db, user, m, body.flags, now));
  return { message: interclubText.mailedLineUp(to.length), recipients: to.length };
}

/** Mails one calendar feed link to the user's own e-mail address (in the caller's language: it is its own mail). */
export async function mailFeedLink(
  db: Db,
  mailer: Mailer,
  user: RequestUser,
  feed: { url: string; description: string },
): Promise<{ message: string; recipients: number }> {
  const { email } = await userName(db, user.userId);
  if (!email.includes('@')) throw new ApiError(409, interclubText.noUserEmail);
  await mailer.send({
    to: [email],
    subject: interclubText.feedMailSubject(feed.description),
    text: interclubText.feedMailText(feed.description, feed.url),
  });
  return { message: interclubText.mailedFeed(email), recipients: 1 };
}
