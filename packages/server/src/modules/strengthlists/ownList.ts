import { and, asc, eq } from 'drizzle-orm';
import type { StrengthListEntry } from '@clubhuis/contract/entities/strengthlists';
import type { ListSport } from '@clubhuis/contract/rules/strengthlists';
import type { Db } from '../../db/client.ts';
import { competitionPlayers, members } from '../../db/schema.ts';

/** A discipline without a competition site: the club's own list (competition_players), in list order. */
export async function ownList(db: Db, clubId: number, discipline: number, sport: ListSport): Promise<StrengthListEntry[]> {
  const rows = await db
    .select({
      listNumber: competitionPlayers.listNumber,
      indexNumber: competitionPlayers.indexNumber,
      sportRanking: competitionPlayers.ranking,
      member: {
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
        ranking: members.ranking,
        associationId: members.associationId,
      },
    })
    .from(competitionPlayers)
    .innerJoin(members, eq(members.id, competitionPlayers.memberId))
    .where(and(eq(competitionPlayers.clubId, clubId), eq(competitionPlayers.sport, sport), eq(members.memberState, 1)))
    .orderBy(asc(competitionPlayers.listNumber), asc(members.lastName));
  return rows.map((r) => ({
    id: r.member.id,
    discipline,
    listNumber: r.listNumber,
    indexNumber: r.indexNumber,
    memberId: r.member.id,
    memberName: `${r.member.firstName} ${r.member.lastName}`,
    email: r.member.email,
    // The screen shows no phone numbers (the members directory has them): none are sent.
    telephone: '',
    mobile: '',
    // The member card's ranking is table tennis's; another sport keeps its own on the list.
    ranking: sport === 'tabletennis' ? r.member.ranking : r.sportRanking,
    associationId: r.member.associationId,
    url: '',
  }));
}
