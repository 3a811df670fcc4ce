import { and, eq, inArray, or } from 'drizzle-orm';
import type { Poule } from '@clubhuis/contract/entities/league';
import type { Language } from '@clubhuis/contract/rules/language';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, members, userRights, users } from '../../db/schema.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { inLanguage, currentLocale } from '../../i18n/language.ts';
import { memberLanguages, userLanguages } from '../../i18n/recipientLanguage.ts';
import { leagueMailText, leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';

/**
 * Every league mail is read and built here, in one pass: the results and replacement mails inside the
 * action's transaction, under the poule's lock, right after its change (the mail shows what was stored,
 * not a later change, and nothing is read again after the commit); the poule mail on its own.
 * The results and replacement mails go to others than the caller: one mail per language among the
 * recipients, each written in it (issue 33); the poule mail goes to the caller's own, in its language.
 */
export interface LeagueMail {
  to: string[];
  subject: string;
  text: string;
}

/** The distinct addresses that look like one. */
const mailable = (emails: (string | null | undefined)[]) => [...new Set(emails.filter((e): e is string => !!e && e.includes('@')))];

/** A recipient of a league mail and the language to write to it in. */
interface Addressee {
  email: string | null | undefined;
  language: Language;
}

/**
 * One mail per language among the addressees (each address once: in the language it came first
 * with), its subject and text written in that language.
 */
function perLanguage(addressees: Addressee[], write: () => { subject: string; text: string }): LeagueMail[] {
  const groups = new Map<Language, string[]>();
  const seen = new Set<string>();
  for (const { email, language } of addressees) {
    if (!email || !email.includes('@') || seen.has(email)) continue;
    seen.add(email);
    groups.set(language, [...(groups.get(language) ?? []), email]);
  }
  return [...groups].map(([language, to]) => ({ to, ...inLanguage(language, write) }));
}

/** The addressees among these members, each in its language (the member's account's, else the club's). */
async function memberAddressees(t: Db, clubId: number, members: { id: number; email: string }[]): Promise<Addressee[]> {
  const languages = await memberLanguages(t, clubId, members.map((m) => m.id));
  return members.map((m) => ({ email: m.email, language: languages.get(m.id)! }));
}

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

/** The league managers (the club's active users who may enter any league result), each in its account's language. */
async function managers(t: Db, clubId: number): Promise<Addressee[]> {
  const rows = await t
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .where(and(eq(users.clubId, clubId), eq(users.active, true), eq(userRights.enterAnyLeagueResult, true)));
  const languages = await userLanguages(t, clubId, rows.map((r) => r.id));
  return rows.map((r) => ({ email: r.email, language: languages.get(r.id)! }));
}

/** The results mail to every poule player (and replacement) and the league managers: one per language. */
export async function resultsMailOf(t: Db, user: RequestUser, pouleId: number): Promise<LeagueMail[]> {
  const [{ poule, contacts, senderName }, managing] = await Promise.all([pouleData(t, user, pouleId), managers(t, user.clubId)]);
  const players = await memberAddressees(t, user.clubId, [...contacts].map(([id, c]) => ({ id, email: c.email })));
  return perLanguage([...players, ...managing], () => resultsMail(poule, senderName));
}

/** The replacement mail to the replaced player and the league managers: one per language. */
export async function replacementMailOf(t: Db, user: RequestUser, outcome: ReplacementChange): Promise<LeagueMail[]> {
  const [{ poule, contacts, senderName }, managing] = await Promise.all([pouleData(t, user, outcome.pouleId), managers(t, user.clubId)]);
  const replaced = contacts.get(outcome.memberId)!;
  const player = await memberAddressees(t, user.clubId, [{ id: outcome.memberId, email: replaced.email }]);
  // The change line in each recipient's language.
  const change = () =>
    !outcome.replacementId
      ? leagueText.replacementCancelledLine
      : [leagueText.replacedBy(contacts.get(outcome.replacementId)?.name ?? ''), ...(outcome.quits ? [leagueText.quitsLine(outcome.successorName)] : [])].join('; ');
  return perLanguage([...player, ...managing], () => replacementMail(poule, replaced.name, change(), senderName));
}

/**
 * league/mailPoule.php: the poule with its players' contact data, to the asking member (one of the
 * user's own, playing or standing in in that poule) or, without an address of its own, to the user;
 * in the caller's language (the user asks it for its own).
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

/** 'yyyy-mm-dd' as the app writes dates on every screen, in the current language's form: '01/12/2026'. */
const shownDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toLocaleDateString(currentLocale(), { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
};

const label = (p: Poule) => leagueMailText.pouleLabel(p.levelCode, p.poule);
const scoreLine = (m: Poule['pouleMatches'][number]) =>
  `${m.matchIndex}. ${m.team1} - ${m.team2}${leagueMailText.colon}${m.games1 === null || m.games2 === null ? leagueMailText.toPlay : `${m.games1}-${m.games2}`}`;
const standingLine = (p: Poule['poulePlayers'][number]) =>
  `${p.ranking}. ${p.memberName}${p.replacementName ? ` (${leagueMailText.replacedBy(p.replacementName)})` : ''}${leagueMailText.colon}${leagueMailText.standing(p.matchesWon, p.matchesLost, p.saldo)}`;

/** The results mail: every match of the poule and the standings after them. */
function resultsMail(poule: Poule, sender: string) {
  const t = leagueMailText;
  return {
    subject: t.resultsSubject(label(poule)),
    text: [
      t.resultsIntro(sender, label(poule)),
      '',
      t.matches,
      ...poule.pouleMatches.map(scoreLine),
      '',
      t.standings,
      ...poule.poulePlayers.map(standingLine),
      '',
      t.sentVia,
    ].join('\n'),
  };
}

/** The replacement mail's text. */
function replacementMail(poule: Poule, replaced: string, change: string, sender: string) {
  const t = leagueMailText;
  return {
    subject: t.replacementSubject(label(poule)),
    text: [t.replacementIntro(sender, label(poule)), '', `${replaced}${t.colon}${change}`, '', t.sentVia].join('\n'),
  };
}

/** The poule mail to the asking member: players with contact data, matches and the play date, in the current language. */
export function pouleMail(poule: Poule, contacts: Map<number, Contact>) {
  const t = leagueMailText;
  const contactLine = (c: Contact | undefined) => (c ? [c.email, c.telephone, c.mobile].filter(Boolean).join(' · ') : '');
  const playDate = [shownDate(poule.playDate), poule.playTime, poule.playTerrain].filter(Boolean).join(' · ');
  // The roster by player number (1 the captain; the matches pair 1 and 2 against 3 and 4), not in standings order.
  const roster = [...poule.poulePlayers].sort((a, b) => a.player - b.player);
  return {
    subject: t.pouleSubject(label(poule)),
    text: [
      t.pouleIntro(label(poule)),
      '',
      t.players,
      ...roster.flatMap((p) => [
        `${p.player}. ${p.memberName}${p.player === 1 ? t.captain : ''}${t.colon}${contactLine(contacts.get(p.memberId))}`,
        ...(p.replacementId ? [`   ${t.replacedBy(p.replacementName)}${t.colon}${contactLine(contacts.get(p.replacementId))}`] : []),
      ]),
      '',
      t.matches,
      ...poule.pouleMatches.map(scoreLine),
      '',
      t.playDate(playDate || t.noPlayDate, poule.playRemarks),
      t.playDateInformative,
      '',
      t.sentVia,
    ].join('\n'),
  };
}
