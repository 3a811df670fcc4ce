import { and, eq, inArray } from 'drizzle-orm';
import type { Poule } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { members, userRights, users } from '../../db/schema.ts';

/** The distinct addresses that look like one. */
export const mailable = (emails: (string | null | undefined)[]) => [...new Set(emails.filter((e): e is string => !!e && e.includes('@')))];

/** The league managers' e-mail addresses: the club's active users who may enter any league result. */
export async function managerEmails(db: Db, clubId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .where(and(eq(users.clubId, clubId), eq(users.active, true), eq(userRights.enterAnyLeagueResult, true)));
  return mailable(rows.map((r) => r.email));
}

/** Contact data of these members, keyed by member id. */
export async function memberContacts(db: Db, memberIds: number[]) {
  const rows =
    memberIds.length === 0
      ? []
      : await db
          .select({ id: members.id, first: members.firstName, last: members.lastName, email: members.email, telephone: members.telephone, mobile: members.mobile })
          .from(members)
          .where(inArray(members.id, memberIds));
  return new Map(rows.map((r) => [r.id, { ...r, name: `${r.first} ${r.last}` }]));
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
export function resultsMail(poule: Poule, sender: string) {
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

/** The replacement mail to the replaced player and the managers. */
export function replacementMail(poule: Poule, replaced: string, change: string, sender: string) {
  return {
    subject: `Padelleague: spelersvervanging ${label(poule)}`,
    text: [`${sender} registreerde een spelersvervanging in ${label(poule)}.`, '', `${replaced}: ${change}`, '', 'Verstuurd via Clubhuis.'].join('\n'),
  };
}

type Contact = { name: string; email: string; telephone: string; mobile: string };

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
