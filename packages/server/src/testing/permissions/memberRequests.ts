// The permission walk's requests for the member's calls: session, members, interclub, competition,
// play moments and strength lists. Each names Jan Peeters (lid@), his team B or a moment of his.
import { and, eq } from 'drizzle-orm';
import { meetingCars, meetingCarSeats, meetings, users } from '../../db/schema.ts';
import { issuePasswordToken } from '../../modules/session/accounts.ts';
import { answerTokensFor } from '../../modules/interclub/answerLinks.ts';
import type { PermissionKit, Requests } from './kit.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '@clubhuis/contract/rules/notifications';
import { pushEndpoint, pushKeys } from '../pushService.ts';

let accounts = 0;

async function janLink(db: PermissionKit['db'], ids: PermissionKit['ids']): Promise<string> {
  return (await answerTokensFor(db, ids.clubId, ids.away, [ids.jan])).get(ids.jan)!;
}

export const memberRequests = {
  'general/config.php': () => ({}),
  'login.php': () => ({ login: 'lid@demo.clubhuis.be', password: 'demo' }),
  'logout.php': () => ({}),
  'session/language': () => ({ language: 'nl' }),
  // Another address each time: an address may ask three links an hour (an unknown one answers the same).
  'password/forgot.php': () => ({ email: `vergeten-${++accounts}@test.clubhuis.be` }),
  // A fresh account's one-time link each time: the link is used up by the call.
  'password/set.php': async ({ db, ids }: PermissionKit) => {
    const [user] = await db
      .insert(users)
      .values({ clubId: ids.clubId, email: `wachtwoord-${++accounts}@test.clubhuis.be`, passwordHash: 'x', firstName: 'Nieuw', lastName: 'Account' })
      .returning({ id: users.id, clubId: users.clubId });
    return { token: await issuePasswordToken(db, user!, 'reset', 3_600_000), password: 'een goed wachtwoord' };
  },

  // Jan's answer link for the away meeting (made once, the same each time after).
  'teamcomposition/linkMeeting': async ({ db, ids }: PermissionKit) => ({ token: await janLink(db, ids) }),
  'teamcomposition/linkAnswer': async ({ db, ids }: PermissionKit) => ({ token: await janLink(db, ids), confirmationoption: ids.participateOption }),

  'member/getList.php': ({ ids }: PermissionKit) => ({ memberids: [ids.jan] }),
  'contributionform/contributionform_url.php': ({ ids }: PermissionKit) => ({ id: ids.janForm }),

  'teamcomposition/confirmationOptionList': () => ({}),
  'teamcomposition/list': () => ({}),
  'teamcomposition/compositionLog': ({ ids }: PermissionKit) => ({ teamcalendar_id: ids.away }),
  // Jan may drive once he takes part in the away meeting and says he can.
  'teamcomposition/updateDriver': async ({ t, jwt, ids }: PermissionKit) => {
    const answered = await t.post('teamcomposition/participateMeeting', { jwt: jwt.member, id: ids.away, member_id: ids.jan, confirmationoption: ids.participateOption, candrive: 1 });
    if (answered.status !== 200) throw new Error(`Jan could not answer: ${answered.status}`);
    return { id: ids.away, member_id: ids.jan };
  },
  'teamcomposition/deleteDriver': ({ ids }: PermissionKit) => ({ id: ids.away, member_id: ids.jan }),
  'teamcomposition/participateMeeting': ({ ids }: PermissionKit) => ({ id: ids.away, member_id: ids.jan, confirmationoption: ids.participateOption }),
  'teamcomposition/denyMeeting': ({ ids }: PermissionKit) => ({ id: ids.away, member_id: ids.jan, confirmationoption: ids.denyOption }),
  'teamcomposition/update': ({ ids }: PermissionKit) => ({ teamcalendar_id: ids.away, players: [ids.jan] }),
  'teamcomposition/mail': ({ ids }: PermissionKit) => ({ teamcalendar_id: ids.away }),
  'teamcomposition/icalMail': ({ ids }: PermissionKit) => ({ member_id: ids.jan }),
  // Carpool: Jan offers a car (after giving back a seat he may have from the seat request), and takes a
  // seat in his captain's car (after withdrawing a car he may have: he cannot drive and ride).
  'teamcomposition/followedTeams': () => ({}),
  'teamcomposition/followTeam': ({ ids }: PermissionKit) => ({ team_id: ids.teamB, follow: 1 }),
  'teamcomposition/carpoolList': ({ ids }: PermissionKit) => ({ meeting_id: ids.away }),
  'teamcomposition/carpoolOffer': async ({ db, ids }: PermissionKit) => {
    await db.delete(meetingCarSeats).where(and(eq(meetingCarSeats.meetingId, ids.away), eq(meetingCarSeats.memberId, ids.jan)));
    return { meeting_id: ids.away, member_id: ids.jan, seats: 3, remarks: 'Vertrek aan de sporthal' };
  },
  'teamcomposition/carpoolSeat': async ({ db, ids }: PermissionKit) => {
    await db.update(meetings).set({ driverMemberId: null }).where(and(eq(meetings.id, ids.away), eq(meetings.driverMemberId, ids.jan)));
    await db.delete(meetingCars).where(and(eq(meetingCars.meetingId, ids.away), eq(meetingCars.driverMemberId, ids.jan)));
    await db.insert(meetingCars).values({ clubId: ids.clubId, meetingId: ids.away, driverMemberId: ids.teamBCaptain, seats: 4 }).onConflictDoNothing();
    return { meeting_id: ids.away, driver_member_id: ids.teamBCaptain, member_id: ids.jan, take: 1 };
  },
  'teamcomposition/absencereasonList': () => ({}),
  'teamcomposition/absenceList': ({ ids }: PermissionKit) => ({ member_id: ids.jan }),
  'team/list': () => ({}),
  'team/playersList': ({ ids }: PermissionKit) => ({ id: ids.teamB }),
  'team/icalMail': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),
  'team/icalFeed': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),
  'competition/setIntermediateScore': ({ ids }: PermissionKit) => ({ id: ids.busy, intermediatescore: '3-2' }),

  'frenoy/individualResults.php': ({ ids }: PermissionKit) => ({ memberid: ids.jan }),
  'frenoy/matchResult.php': ({ ids }: PermissionKit) => ({ match_id: ids.past }),
  'frenoy/rankingHistory': ({ ids }: PermissionKit) => ({ memberid: ids.jan }),
  'frenoy/headToHead': ({ ids }: PermissionKit) => ({ memberid: ids.jan, opponent: 1 }),
  'team/rankings': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),
  'team/players': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),
  'team/calendar': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),
  'competition/rankingList': () => ({}),
  'competition/weekDigest': () => ({}),
  'competition/weekOverview': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),
  'teamcomposition/confirmationList': ({ ids }: PermissionKit) => ({ team_id: ids.teamB }),

  'playermoment/playermoment_list.php': ({ ids }: PermissionKit) => ({ member_id: ids.jan }),
  'presence/list.php': ({ ids }: PermissionKit) => ({ event_id: ids.badminton }),
  'presence/update.php': ({ ids }: PermissionKit) => ({ event_id: ids.badminton, member_id: ids.jan, presence: 1 }),
  'reservation/list.php': ({ ids }: PermissionKit) => ({ member_ids: [ids.jan] }),
  'reservation/update.php': ({ ids }: PermissionKit) => ({ event_id: ids.freeMoment, member_id: ids.jan }),
  'reservation/delete.php': ({ ids }: PermissionKit) => ({ event_id: ids.freeMoment, member_id: ids.jan }),
  // Off the waiting list: allowed whether or not the member waits (on needs a full moment).
  'reservation/waiting.php': ({ ids }: PermissionKit) => ({ member_ids: [ids.jan] }),
  'reservation/waitlist.php': ({ ids }: PermissionKit) => ({ event_id: ids.freeMoment, member_id: ids.jan, on: 0 }),

  'sterktelijsten/list.php': () => ({}),
  'home/myWeek': () => ({}),
  'home/weeklyMail': () => ({}),
  'home/setWeeklyMail': () => ({ on: 1 }),
  'notifications/publicKey': () => ({}),
  // A device of each caller's own (a fresh endpoint each time); one nobody subscribed is off already.
  'notifications/subscribe': () => ({ endpoint: pushEndpoint(), keys: pushKeys() }),
  'notifications/unsubscribe': () => ({ endpoint: pushEndpoint() }),
  'notifications/preferences': () => ({ endpoint: '' }),
  'notifications/setPreferences': () => ({ all: 1, kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 1])) as Record<NotificationKind, 1> }),
} satisfies Partial<Requests>;
