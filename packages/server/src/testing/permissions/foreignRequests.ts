// Requests of the allowed roles aimed at what is not theirs (permissionTable.ts FOREIGN): another
// trainer's training and group, another camp, poule A1 and its players.
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { FOREIGN, FORBIDDEN_PARTS } from '../permissionTable.ts';
import type { Build, PermissionKit } from './kit.ts';
import { pushEndpoint, pushKeys } from '../pushService.ts';

type ForeignPath = (typeof FOREIGN)[keyof typeof FOREIGN][number];

export const foreignRequests = {
  'training/updateTrainingMoment': ({ foreign }: PermissionKit) => ({ event_id: foreign.openMoment, status: 9, remark: 'Afgelast' }),
  'training/getTrainingPresencesList': ({ foreign }: PermissionKit) => ({ event_id: foreign.heldMoment }),
  'training/updateTrainingPresence': ({ foreign }: PermissionKit) => ({ event_id: foreign.heldMoment, member_id: foreign.trainee, presence: 1 }),
  'training/getAttendanceOverview': ({ foreign }: PermissionKit) => ({ group_id: foreign.group }),
  'sportscamp/planning': ({ ids }: PermissionKit) => ({ sportsCampId: ids.otherCamp.campId, campDate: ids.campDate, ampm: 'am' }),
  'sportscamp/presenceLog': ({ ids }: PermissionKit) => ({ sportsCampId: ids.otherCamp.campId, campDate: ids.campDate }),
  'league/pouleScore.php': ({ foreign }: PermissionKit) => ({ pouleid: foreign.poule, matches: [{ id: foreign.pouleMatch, games1: 6, games2: 0 }] }),
  'league/replacePoulePlayer.php': ({ ids, foreign }: PermissionKit) => ({ pouleplayerid: foreign.poulePlayer, replace: 1, replacementid: ids.koen, remarks: 'Op reis' }),
  'league/poulePlayDate.php': ({ foreign }: PermissionKit) => ({ pouleid: foreign.poule, playdate: addDays(brusselsClock(new Date()).date, 3), playtime: '20:00' }),
  'league/mailPoule.php': ({ ids, foreign }: PermissionKit) => ({ pouleid: foreign.poule, memberid: ids.pouleCaptainMember }),
  'league/unSubscribe.php': ({ foreign }: PermissionKit) => ({ subscriptionid: foreign.pouleSubscription, remarks: 'Geblesseerd' }),
  'league/undoUnSubscribe.php': ({ foreign }: PermissionKit) => ({ subscriptionid: foreign.pouleSubscription }),
  'notifications/subscribe': async (k: PermissionKit) => ({ endpoint: await othersDevice(k), keys: pushKeys() }),
  'notifications/unsubscribe': async (k: PermissionKit) => ({ endpoint: await othersDevice(k) }),
} satisfies { [P in ForeignPath]: Build<P> };

/** A device of ouder@ (the other member's account), subscribed just now. */
async function othersDevice(k: PermissionKit): Promise<string> {
  const endpoint = pushEndpoint();
  await k.t.post('notifications/subscribe', { jwt: k.jwt.otherMember, endpoint, keys: pushKeys() });
  return endpoint;
}

type PartPath = (typeof FORBIDDEN_PARTS)[number]['path'];

/** The parts of allowed calls a role may not use (FORBIDDEN_PARTS): padel@ signing B1's second player out of the league. */
export const partRequests = {
  'league/replacePoulePlayer.php': ({ ids }: PermissionKit) => ({ pouleplayerid: ids.poulePlayer, replace: 1, replacementid: ids.koen, remarks: 'Stopt', quitsleague: 1 }),
} satisfies { [P in PartPath]: Build<P> };
