import { and, eq, inArray, or } from 'drizzle-orm';
import type { Poule } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, members, userRights, users } from '../../db/schema.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';

/**
 * Every league mail is read and built here, in one pass: the results and replacement mails inside the
 * action's transaction, under the poule's lock, right after its change (the mail shows what was stored,
 * not a later change, and nothing is read again after the commit); the poule mail on its own.
 */
export interface LeagueMail {
  to: string[];
  subject: string;
  text: string;
}

/** The distinct addresses that look like one. */
const mailable = (emails: (string | null | undefined)[]) => [...new Set(emails.filter((e): e is string => !!e && e.includes('@')))];

/** A replacement as its mail tells it. */
export interface ReplacementChange {
  pouleId: number;
  /** The replaced poule player's member. */
  memberId: number;
  /** 0: the replacement was cancelled. */
  replacementId: number;
  /** The player left the league for good. */
  quits: boolean;
  /** The waiting-list member who takes the place of one leaving the league ('' when nobody waits). */
  successorName: string;
}

type Contact = { name: string; email: string; telephone: string; mobile: string };

/** The poule, its players' and replacements' contact data and the user who sends: what every league mail shows. */
async function pouleData(t: Db, user: RequestUser, pouleId: number) {
  const pp = leaguePoulePlayers;
  const inPoule = t.select({ id: pp.memberId }).from(pp).where(eq(pp.pouleId, pouleId));
  const standingIn = t.select({ id: pp.replacementMemberId }).from(pp).where(eq(pp.pouleId, pouleId));
  const [[poule], contactRows, [sender]] = await Promise.all([
    poulesWithDetails(t, [pouleId]),
    t
      .select({ id: members.id, first: members.firstName, last: members.lastName, email: members.email, telephone: members.telephone, mobile: members.mobile })
      .from(members)
      .where(or(inArray(members.id, inPoule), inArray(members.id, standingIn)))
      .orderBy(members.id),
    t.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, user.userId)),
  ]);
  const contacts = new Map<number, Contact>(contactRows.map((r) => [r.id, { ...r, name: `${r.first} ${r.last}` }]));
  return { poule: poule!, contacts, senderName: sender ? `${sender.first} ${sender.last}` : '', senderEmail: sender?.email ?? '' };
}

/** The league managers' e-mail addresses: the club's active users who may enter any league result. */
async function managerEmails(t: Db, clubId: number): Promise<string[]> {
  const rows = await t
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .where(and(eq(users.clubId, clubId), eq(users.active, true), eq(userRights.enterAnyLeagueResult, true)));
  return rows.map((r) => r.email);
}

/** The results mail to every poule player (and replacement) and the league managers. */
export async function resultsMailOf(t: Db, user: RequestUser, pouleId: number): Promise<LeagueMail> {
  const [{ poule, contacts, senderName }, managers] = await Promise.all([pouleData(t, user, pouleId), managerEmails(t, user.clubId)]);
  return { to: mailable([...[...contacts.values()].map((c) => c.email), ...managers]), ...resultsMail(poule, senderName) };
}

/** The replacement mail to the replaced player and the league managers. */
export async function replacementMailOf(t: Db, user: RequestUser, outcome: ReplacementChange): Promise<LeagueMail> {
  const [{ poule, contacts, senderName }, managers] = await Promise.all([pouleData(t, user, outcome.pouleId), managerEmails(t, user.clubId)]);
  const replaced = contacts.get(outcome.memberId)!;
  const change = !outcome.replacementId
    ? leagueText.replacementCancelledLine
    : [leagueText.replacedBy(contacts.get(outcome.replacementId)?.name ?? ''), ...(outcome.quits ? [leagueText.quitsLine(outcome.successorName)] : [])].join('; ');
  return { to: mailable([replaced.email, ...managers]), ...replacementMail(poule, replaced.name, change, senderName) };
}

/**
 * league/mailPoule.php: the poule with its players' contact data, to the asking member (one of the
 * user's own, playing or standing in in that poule) or, without an address of its own, to the user.
 */
export async function pouleInfoMailOf(db: Db, user: RequestUser, body: { pouleid: number; memberid: number }): Promise<LeagueMail> {
  const memberId = body.memberid > 0 ? body.memberid : (user.memberIds[0] ?? 0);
  requireOwn(user, memberId, leagueText.notInPoule);
  const [own] = await db.select({ id: leaguePoules.id }).from(leaguePoules).where(and(eq(leaguePoules.id, body.pouleid), eq(leaguePoules.clubId, user.clubId)));
  if (!own) throw new ApiError(404, leagueText.unknownPoule);
  const { poule, contacts, senderEmail } = await pouleData(db, user, own.id);
  if (!poule.poulePlayers.some((p) => p.memberId === memberId || p.replacementId === memberId)) throw new ApiError(403, leagueText.notInPoule);
  const [to] = mailable([contacts.get(memberId)?.email, senderEmail]);
  if (!to) throw new ApiError(409, leagueText.noEmail);
  return { to: [to], ...pouleMail(poule, contacts) };
}

/** 'yyyy-mm-dd' as the app writes dates on every screen (nl-BE): '01/12/2026'. */
const dutchDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};

const label = (p: Poule) => `poule ${p.levelCode}${p.poule}`;
const scoreLine = (m: Poule['pouleMatches'][number]) =>
  `${m.matchIndex}. ${m.team1} - ${m.team2}: ${m.games1 === null || m.games2 === null ? 'nog te spelen' : `${m.games1}-${m.games2}`}`;
const standingLine = (p: Poule['poulePlayers'][number]) =>
  `${p.ranking}. ${p.memberName}${p.replacementName ? ` (vervangen door ${p.replacementName})` : ''}: ${p.matchesWon} gewonnen, ${p.matchesLost} verloren, saldo ${p.saldo}`;

/** The results mail: every match of the poule and the standings after them. */
function resultsMail(poule: Poule, sender: string) {
  return {
    subject: `Padelleague: resultaten ${label(poule)}`,
    text: [
      `${sender} registreerde de resultaten van ${label(poule)}.`,
      '',
      'Wedstrijden:',
      ...poule.pouleMatches.map(scoreLine),
      '',
      'Stand:',
      ...poule.poulePlayers.map(standingLine),
      '',
      'Verstuurd via Clubhuis.',
    ].join('\n'),
  };
}

/** The replacement mail's text. */
function replacementMail(poule: Poule, replaced: string, change: string, sender: string) {
  return {
    subject: `Padelleague: spelersvervanging ${label(poule)}`,
    text: [`${sender} registreerde een spelersvervanging in ${label(poule)}.`, '', `${replaced}: ${change}`, '', 'Verstuurd via Clubhuis.'].join('\n'),
  };
}

/** The poule mail to the asking member: players with contact data, matches and the play date. */
export function pouleMail(poule: Poule, contacts: Map<number, Contact>) {
  const contactLine = (c: Contact | undefined) => (c ? [c.email, c.telephone, c.mobile].filter(Boolean).join(' · ') : '');
  const playDate = [dutchDate(poule.playDate), poule.playTime, poule.playTerrain].filter(Boolean).join(' · ');
  // The roster by player number (1 the captain; the matches pair 1 and 2 against 3 and 4), not in standings order.
  const roster = [...poule.poulePlayers].sort((a, b) => a.player - b.player);
  return {
    subject: `Padelleague: ${label(poule)}`,
    text: [
      `Je ${label(poule)}.`,
      '',
      'Spelers:',
      ...roster.flatMap((p) => [
        `${p.player}. ${p.memberName}${p.player === 1 ? ' (kapitein)' : ''}: ${contactLine(contacts.get(p.memberId))}`,
        ...(p.replacementId ? [`   vervangen door ${p.replacementName}: ${contactLine(contacts.get(p.replacementId))}`] : []),
      ]),
      '',
      'Wedstrijden:',
      ...poule.pouleMatches.map(scoreLine),
      '',
      `Speeldatum: ${playDate || 'nog niet vastgelegd'}${poule.playRemarks ? ` (${poule.playRemarks})` : ''}`,
      'De speeldatum is informatief: de terreinreservatie bevat de juiste datum.',
      '',
      'Verstuurd via Clubhuis.',
    ].join('\n'),
  };
}
