import { count, sql } from 'drizzle-orm';
import { SCHEMA_LOCK, type Db } from '../db/client.ts';
import { appConfig, clubs, disciplines, members, contributionForms } from '../db/schema.ts';
import { teamConfirmationOptions } from '../db/schema.ts';
import { demoMembers } from './demoMembers.ts';
import { seedDemoUsers } from './demoUsers.ts';
import { seedDemoSeason } from './demoSeason.ts';
import { seedDemoSeasonResults } from './demoSeasonResults.ts';
import { seedDemoCompetitionCache } from './demoCompetitionCache.ts';
import { seedDemoRankingHistory } from './demoRankingHistory.ts';
import { seedDemoPlayerMoments } from './demoPlayerMoments.ts';
import { seedDemoTraining } from './demoTraining.ts';
import { seedDemoSportsCamp } from './demoSportsCamp.ts';
import { seedDemoLeague } from './demoLeague.ts';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { seasonNameOf } from '../adapters/tabt/tabtSite.ts';

export const DEMO_CLUB_CODE = 'A999';

/** Seeds the demo club on an empty database; returns whether it did. Safe when several processes start at once. */
export async function seedDemoClubIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SCHEMA_LOCK))})`);
    const [{ n }] = (await tx.select({ n: count() }).from(clubs)) as [{ n: number }];
    if (n > 0) return false;
    await seedDemoClub(tx as unknown as Db);
    return true;
  });
}

export async function seedDemoClub(db: Db): Promise<void> {
  const [club] = await db
    .insert(clubs)
    .values({ code: DEMO_CLUB_CODE, name: 'TTC De Demo', association: 'VTTL' })
    .returning();
  const clubId = club!.id;
  await db.insert(appConfig).values({
    clubId,
    title: 'Clubhuis TTC De Demo',
    description: 'De app van onze club: ploegopstellingen, resultaten, trainingen, sportkampen en de padelleague.',
    favicon: '',
    homePage: 3,
    messageOfTheDay: 'Het nieuwe seizoen is begonnen: geef tijdig door of je kan spelen!',
    teamCompositionModule: true,
    teamCompositionsNeedRelease: true,
    trainingModule: true,
    additionalTraineeSelection: 2,
    sportsCampModule: true,
    // Our own page (issue 15); a club may point it at its website instead.
    resetPasswordUrl: '#/wachtwoord-vergeten',
    frenoyUrl: 'https://competitie.vttl.be/index.php?menu=6&result=1&sel=',
    activeLeagueId: 1,
    // The club's own colour (issue 30), not Mantine's default blue: the demo shows what a club's look does.
    primaryColor: '#0f766e',
  });
  await db.insert(disciplines).values(
    ['Tafeltennis', 'Padel', 'Badminton', 'Gym'].map((description, i) => ({ clubId, number: i + 1, description })),
  );
  await db.insert(teamConfirmationOptions).values([
    { clubId, number: 1, description: 'Ik kan spelen', participate: 1, variant: 'success', color: 'green' },
    { clubId, number: 2, description: 'Ik kan niet spelen', participate: 0, variant: 'danger', color: 'red' },
    { clubId, number: 3, description: 'Enkel als reserve', participate: 1, variant: 'warning', color: 'orange', remarks: 'Enkel als er niemand anders is' },
  ]);
  const inserted = await db
    .insert(members)
    .values(demoMembers().map((m) => ({ ...m, clubId })))
    .returning({ id: members.id, email: members.email });
  const idByEmail = new Map(inserted.map((m) => [m.email, m.id]));
  await seedDemoUsers(db, clubId, idByEmail);
  const today = brusselsClock(new Date()).date;
  // Emma's fee of this season, paid two weeks into it (or today, early in September): the form her parent (ouder@) downloads.
  const season = seasonNameOf(today);
  await db.insert(contributionForms).values({
    clubId,
    memberId: idByEmail.get('emma.maes@demo.clubhuis.be')!,
    description: `Mutualiteitsformulier lidgeld ${season}`,
    amount: 120,
    periodFrom: `${season.slice(0, 4)}-09-01`,
    periodTo: `${season.slice(5, 9)}-08-31`,
    paidOn: [`${season.slice(0, 4)}-09-15`, today].sort()[0],
  });
  await seedDemoSeason(db, clubId, today);
  await seedDemoSeasonResults(db, clubId);
  await seedDemoPlayerMoments(db, clubId, idByEmail, today);
  await seedDemoTraining(db, clubId, idByEmail, today);
  await seedDemoSportsCamp(db, clubId, idByEmail, today);
  await seedDemoLeague(db, clubId, today);
  // Last: the competition site's answers cover every member with a federation id, those of other areas too.
  await seedDemoCompetitionCache(db, clubId, today);
  await seedDemoRankingHistory(db, clubId, today);
}
