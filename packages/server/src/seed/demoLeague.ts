import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import {
  competitionPlayers,
  leagueLevels,
  leaguePouleMatches,
  leaguePoulePlayers,
  leaguePoules,
  leagueSeries,
  leagueSubscriptions,
  leagues,
  members,
} from '../db/schema.ts';
import { drawPending } from '../modules/league/draws.ts';
import { seedDemoUsers } from './demoUsers.ts';

// The demo padel league: three levels of three poules of four, a closed series with its results, an
// ongoing one (some poules played, some not, replacements in two), one not started; 40 subscriptions,
// of whom 36 play (the rest wait). Jan Peeters (lid@) is not subscribed: home invites him. padel@ is
// the captain (player 1) of a poule of the ongoing series.

const m = (name: string) => `${name}@demo.clubhuis.be`;
const REGULATIONS = `Reglement van de padelleague

1. Iedere periode speel je in een poule van vier spelers. Elke speler speelt één keer met elk van de drie anderen samen, in drie wedstrijden.
2. Een wedstrijd is één set tot 6 games (bij 5-5 tot 7, bij 6-6 een tiebreak: 7-6).
3. De kapitein van de poule (speler 1) spreekt de speeldatum af en brengt de resultaten in.
4. Kan je niet spelen, zoek dan een vervanger. Een vervangen speler zakt naar de onderste plaats van de poule; met meerdere vervangen spelers beslist een loting.
5. De eerste van elke poule stijgt een niveau, de laatste daalt.`;

/** Games of a match, deterministic: the first side wins most, sometimes 7-5 or 7-6. */
function score(seed: number): [number, number] {
  const loser = [0, 1, 2, 3, 4, 5, 6][seed % 7]!;
  const [a, b] = loser >= 5 ? [7, loser] : [6, loser];
  return seed % 3 === 0 ? [b, a] : [a, b];
}

export async function seedDemoLeague(db: Db, clubId: number, today: string): Promise<void> {
  const padel = await db
    .select({ id: members.id, email: members.email })
    .from(competitionPlayers)
    .innerJoin(members, eq(members.id, competitionPlayers.memberId))
    .where(and(eq(competitionPlayers.clubId, clubId), eq(competitionPlayers.sport, 'padel'), ne(members.email, m('jan.peeters'))))
    .orderBy(asc(competitionPlayers.listNumber));
  // Adults only: the club's youth plays table tennis, not the evening padel league.
  const adult = or(isNull(members.birthdate), lte(members.birthdate, addDays(today, -18 * 365)))!;
  const others = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1), ne(members.email, m('jan.peeters')), adult))
    .orderBy(asc(members.id));
  const chosen = [...padel, ...others.filter((o) => !padel.some((p) => p.id === o.id))].slice(0, 40);

  const [league] = await db
    .insert(leagues)
    .values({
      clubId,
      description: 'Padelleague TTC De Demo',
      information: REGULATIONS,
      dateFrom: addDays(today, -84),
      dateTill: addDays(today, 56),
      subscriptionDateFrom: addDays(today, -100),
      subscriptionDateTill: addDays(today, 14),
      maxNrOfSubscriptions: 48,
      resultsEntry: 1,
    })
    .returning({ id: leagues.id });
  const leagueId = league!.id;
  const levels = await db
    .insert(leagueLevels)
    .values(['A', 'B', 'C'].map((code, i) => ({ clubId, leagueId, level: i + 1, code, description: `Niveau ${code}`, nrOfPoules: 3 })))
    .returning({ id: leagueLevels.id });
  const [closed, ongoing] = await db
    .insert(leagueSeries)
    .values([
      { clubId, leagueId, serie: 1, dateFrom: addDays(today, -84), dateTill: addDays(today, -43), status: 9 },
      { clubId, leagueId, serie: 2, dateFrom: addDays(today, -42), dateTill: addDays(today, 7), status: 2 },
      { clubId, leagueId, serie: 3, dateFrom: addDays(today, 8), dateTill: addDays(today, 56), status: 1, remarks: 'Inschrijven kan nog tot de start.' },
    ])
    .returning({ id: leagueSeries.id });
  const subs = await db
    .insert(leagueSubscriptions)
    .values(chosen.map((c, i) => ({ clubId, leagueId, memberId: c.id, subscribedAt: new Date(`${addDays(today, -100 + (i % 20))}T19:00:00Z`) })))
    .returning({ id: leagueSubscriptions.id, memberId: leagueSubscriptions.memberId });
  const playing = subs.slice(0, 36);

  /** One series: 9 poules of four in this order; played: how many matches of each poule have a result. */
  const seedSerie = async (serieId: number, order: typeof playing, played: (poule: number) => number, status: (poule: number) => number) => {
    for (let k = 0; k < 9; k++) {
      const [poule] = await db
        .insert(leaguePoules)
        .values({
          clubId,
          serieId,
          levelId: levels[Math.floor(k / 3)]!.id,
          poule: (k % 3) + 1,
          status: status(k),
          playDate: addDays(today, serieId === ongoing!.id ? -7 + k : -60 + k),
          playTime: k % 2 ? '20:00' : '19:00',
          playTerrain: `Terrein ${(k % 3) + 1}`,
        })
        .returning({ id: leaguePoules.id });
      const four = order.slice(k * 4, k * 4 + 4);
      const pp = await db
        .insert(leaguePoulePlayers)
        .values(four.map((s, i) => ({ clubId, pouleId: poule!.id, subscriptionId: s.id, memberId: s.memberId, playerIndex: i + 1 })))
        .returning({ id: leaguePoulePlayers.id });
      const pairs: [number, number, number, number][] = [
        [0, 1, 2, 3],
        [0, 2, 1, 3],
        [0, 3, 1, 2],
      ];
      await db.insert(leaguePouleMatches).values(
        pairs.map((q, i) => {
          const [g1, g2] = i < played(k) ? score(serieId * 31 + k * 7 + i) : [null, null];
          return { clubId, pouleId: poule!.id, matchIndex: i + 1, player1: pp[q[0]]!.id, player2: pp[q[1]]!.id, player3: pp[q[2]]!.id, player4: pp[q[3]]!.id, games1: g1, games2: g2 };
        }),
      );
      // Replacements in the ongoing series: two in poule B1 (a draw decides who drops), one in C2.
      if (serieId === ongoing!.id && (k === 3 || k === 7)) {
        const stand = others.filter((o) => !chosen.some((c) => c.id === o.id));
        const replaced = k === 3 ? [pp[2]!, pp[3]!] : [pp[1]!];
        for (const [i, r] of replaced.entries()) {
          await db
            .update(leaguePoulePlayers)
            .set({ replacementMemberId: stand[(k + i) % stand.length]!.id, remarks: 'Geblesseerd' })
            .where(eq(leaguePoulePlayers.id, r.id));
        }
        // Written straight into the rows, not through the replacement action: the draw it would make.
        await drawPending(db, [poule!.id]);
      }
    }
  };
  await seedSerie(closed!.id, playing, () => 3, () => 9);
  // The next series: the order shifted by two, so poules mix after promotion and relegation.
  await seedSerie(ongoing!.id, [...playing.slice(2), ...playing.slice(0, 2)], (k) => [3, 3, 2, 1, 3, 0, 3, 2, 0][k]!, (k) => ([3, 3, 2, 1, 3, 0, 3, 2, 0][k] === 3 ? 3 : 2));

  // padel@: the captain (player 1) of poule B1 of the ongoing series.
  const captainSub = [...playing.slice(2), ...playing.slice(0, 2)][12]!;
  const [captain] = await db.select({ email: members.email, first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, captainSub.memberId));
  await seedDemoUsers(db, clubId, new Map([[captain!.email, captainSub.memberId]]), [
    { email: m('padel'), firstName: captain!.first, lastName: captain!.last, memberEmails: [captain!.email], rights: { homePage: 1, leaguePlayerMomentInfo: true } },
  ]);
}
