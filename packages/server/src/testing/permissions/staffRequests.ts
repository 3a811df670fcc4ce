// The permission walk's requests for the staff's calls: training (trainer@'s youth training), sports
// camp (the demo camp trainer@ trains in) and league (poule B1, padel@'s poule; Jan subscribes).
import { eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { leaguePoulePlayers, leagueSubscriptions, trainingMoments } from '../../db/schema.ts';
import type { PermissionKit, Requests } from './kit.ts';

const inDays = (days: number) => addDays(brusselsClock(new Date()).date, days);

/** The padel captain's subscription, unsubscribed or not, before each (un)subscribe request. */
async function setUnsubscribed({ db, ids }: PermissionKit, at: Date | null): Promise<void> {
  await db.update(leagueSubscriptions).set({ unsubscribedAt: at }).where(eq(leagueSubscriptions.id, ids.pouleCaptainSubscription));
}

export const staffRequests = {
  'trainer/getList.php': () => ({}),
  'training/getTrainingMomentsToBeConfirmedList': () => ({}),
  'training/getMergeTrainingMomentList': ({ ids }: PermissionKit) => ({ training_id: ids.youthTraining, event_id: ids.openMoment }),
  // Saving an open moment's details keeps its staff as they are.
  'training/updateTrainingMoment': async ({ db, ids }: PermissionKit) => {
    const [m] = await db.select().from(trainingMoments).where(eq(trainingMoments.id, ids.openMoment));
    const staff = (id: number | null) => id ?? undefined;
    return {
      event_id: ids.openMoment,
      status: 0,
      trainer_id: staff(m!.trainerId),
      assistent_id: staff(m!.assistentId),
      assistent2_id: staff(m!.assistent2Id),
      assistent3_id: staff(m!.assistent3Id),
      assistent4_id: staff(m!.assistent4Id),
      assistent5_id: staff(m!.assistent5Id),
    };
  },
  'training/getTrainingPresencesList': ({ ids }: PermissionKit) => ({ event_id: ids.heldMoment }),
  'training/updateTrainingPresence': ({ ids }: PermissionKit) => ({ event_id: ids.heldMoment, member_id: ids.trainee, presence: 1 }),
  'training/getTraineeMomentList': ({ ids }: PermissionKit) => ({ trainee_id: ids.jan }),
  'training/updateTrainingReservation': ({ ids }: PermissionKit) => ({ event_id: ids.openMoment, member_id: ids.jan, reserved: 1 }),
  'training/getAttendanceOverview': ({ ids }: PermissionKit) => ({ group_id: ids.youthGroup }),

  'general/transportTypeList.php': () => ({}),
  'sportscamp/presenceMomentList': ({ ids }: PermissionKit) => ({ trainer_id: ids.koen }),
  'sportscamp/planningMomentList': ({ ids }: PermissionKit) => ({ trainer_id: ids.koen }),
  'sportscamp/subscriptionList': () => ({}),
  'sportscamp/presenceList': ({ ids }: PermissionKit) => ({ event_id: ids.campMoment }),
  'sportscamp/presenceUpdate': ({ ids }: PermissionKit) => ({ event_id: ids.campMoment, subscription_id: ids.campChild, present: 1 }),
  // The child was checked in by the request before.
  'sportscamp/updateCheckOut': ({ ids }: PermissionKit) => ({ event_id: ids.campMoment, subscription_id: ids.campChild, checkedOut: 1 }),
  'sportscamp/planning': ({ ids }: PermissionKit) => ({ sportsCampId: ids.campId, campDate: ids.campDate, ampm: 'am' }),
  'sportscamp/trainerDayPlanning': ({ ids }: PermissionKit) => ({ trainerId: ids.koen }),
  'sportscamp/materialList': () => ({}),
  'sportscamp/trainerPresenceList': ({ ids }: PermissionKit) => ({ trainerId: ids.koen }),
  'sportscamp/presenceLog': ({ ids }: PermissionKit) => ({ sportsCampId: ids.campId, campDate: ids.campDate }),
  'sportscamp/trainerPresenceUpdate': ({ ids }: PermissionKit) => ({ ids: String(ids.koenCampDay), presence: 1, transport: 1 }),

  'league/list.php': () => ({}),
  'league/information.php': ({ ids }: PermissionKit) => ({ leagueid: ids.leagueId, memberid: ids.pouleCaptainMember }),
  'league/seriePouleList.php': ({ ids }: PermissionKit) => ({ leagueserieid: ids.ongoingSerie }),
  'league/subscriptions.php': ({ ids }: PermissionKit) => ({ leagueid: ids.leagueId }),
  'league/subscribe.php': ({ ids }: PermissionKit) => ({ leagueid: ids.leagueId, memberid: ids.jan }),
  'league/statistics.php': ({ ids }: PermissionKit) => ({ leagueid: ids.leagueId }),
  'league/serieRanking.php': ({ ids }: PermissionKit) => ({ leagueserieid: ids.closedSerie }),
  'league/playerResults.php': ({ ids }: PermissionKit) => ({ leagueid: ids.leagueId, memberid: ids.pouleCaptainMember }),
  'league/pouleInformation.php': ({ ids }: PermissionKit) => ({ pouleid: ids.poule }),
  'league/pouleScore.php': ({ ids }: PermissionKit) => ({ pouleid: ids.poule, matches: [{ id: ids.pouleMatch, games1: 6, games2: 2 }] }),
  'league/replacePoulePlayer.php': ({ ids }: PermissionKit) => ({ pouleplayerid: ids.poulePlayer, replace: 1, replacementid: ids.koen, remarks: 'Op reis' }),
  // B1's third player signed out (by mistake) before each try; the league manager's undo puts it back.
  'league/undoQuitsLeague.php': async ({ db, ids }: PermissionKit) => {
    const [row] = await db.update(leaguePoulePlayers).set({ status: 9 }).where(eq(leaguePoulePlayers.id, ids.signedOutPlayer)).returning();
    await db.update(leagueSubscriptions).set({ status: 9 }).where(eq(leagueSubscriptions.id, row!.subscriptionId));
    return { pouleplayerid: ids.signedOutPlayer };
  },
  'league/poulePlayDate.php': ({ ids }: PermissionKit) => ({ pouleid: ids.poule, playdate: inDays(3), playtime: '20:00', terrain: 'Terrein 2' }),
  'league/mailPoule.php': ({ ids }: PermissionKit) => ({ pouleid: ids.poule, memberid: ids.pouleCaptainMember }),
  'league/unSubscribe.php': async (k: PermissionKit) => {
    await setUnsubscribed(k, null);
    return { subscriptionid: k.ids.pouleCaptainSubscription, remarks: 'Geblesseerd' };
  },
  'league/undoUnSubscribe.php': async (k: PermissionKit) => {
    await setUnsubscribed(k, new Date());
    return { subscriptionid: k.ids.pouleCaptainSubscription };
  },
} satisfies Partial<Requests>;
