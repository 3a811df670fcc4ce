// Who may make which call: every catalogue call × nine roles, allow or deny (issue 16). The walk in
// http/permissions.api.test.ts sends each call's request (testing/permissionRequests.ts) as each role
// against the real server: allow must answer 200 (and success not false), deny 401 without a token, 403 with one.
import type { Path } from '@clubhuis/contract/catalogue';

/**
 * The roles, as the walk logs in: member lid@ (Jan Peeters, team B) is the subject of the member and
 * interclub requests; otherMember ouder@ (Sofie Maes) is not; otherCaptain is team C's captain
 * (composeAsCaptain only) acting on team B; trainer trainer@ (Koen Jacobs) gives the training and trains
 * in the camp of the requests; campTrainer trains in another camp only; leagueManager league@
 * (enterAnyLeagueResult, responsible for the badminton play moments); pouleCaptain padel@ (player 1 of
 * poule B1, the poule of the league requests); administrator beheer@.
 */
export const ROLES = ['anonymous', 'member', 'otherMember', 'otherCaptain', 'trainer', 'campTrainer', 'leagueManager', 'pouleCaptain', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export type Verdict = 'allow' | 'deny';
type Row = readonly [Verdict, Verdict, Verdict, Verdict, Verdict, Verdict, Verdict, Verdict, Verdict];

const allow = 'allow';
const deny = 'deny';
const everyone: Row = [allow, allow, allow, allow, allow, allow, allow, allow, allow];
const signedIn: Row = [deny, allow, allow, allow, allow, allow, allow, allow, allow];
const nobody: Row = [deny, deny, deny, deny, deny, deny, deny, deny, deny];
const ownMember: Row = [deny, allow, deny, deny, deny, deny, deny, deny, deny];
const trainerOnly: Row = [deny, deny, deny, deny, allow, deny, deny, deny, deny];
const adminOnly: Row = [deny, deny, deny, deny, deny, deny, deny, deny, allow];
const bothTrainers: Row = [deny, deny, deny, deny, allow, allow, deny, deny, deny];
const leagueStaff: Row = [deny, deny, deny, deny, deny, deny, allow, allow, deny];
const leagueManagerOnly: Row = [deny, deny, deny, deny, deny, deny, allow, deny, deny];
const pouleCaptainOnly: Row = [deny, deny, deny, deny, deny, deny, deny, allow, deny];

// A row lists the verdicts in ROLES order: anonymous, member, otherMember, otherCaptain, trainer,
// campTrainer, leagueManager, pouleCaptain, administrator.
export const PERMISSIONS = {
  // Session and password links: no token needed; logout ends the caller's own session (walked last).
  'general/config.php': everyone,
  'login.php': everyone,
  'logout.php': signedIn,
  'session/language': signedIn,
  'password/forgot.php': everyone,
  'password/set.php': everyone,
  // The answer link (issue 34): the token is the key, no login; anybody holding it may use it.
  'teamcomposition/linkMeeting': everyone,
  'teamcomposition/linkAnswer': everyone,

  // Members: only one's own members' cards and forms (a trainer too: the trainees list is its own request).
  'member/getList.php': ownMember,
  'contributionform/contributionform_url.php': ownMember,

  // Interclub: lists for every member; answers, driving and one's feed for one's own members. A line-up
  // and its mail only for team B's composers (kapitein@, leider@: no role here, tested in interclub's
  // tests), so nobody of these; a captain (any composer) reads absences to pick reserves.
  'teamcomposition/confirmationOptionList': signedIn,
  'teamcomposition/list': signedIn,
  'teamcomposition/compositionLog': signedIn,
  'teamcomposition/updateDriver': ownMember,
  'teamcomposition/deleteDriver': ownMember,
  'teamcomposition/participateMeeting': ownMember,
  'teamcomposition/denyMeeting': ownMember,
  'teamcomposition/update': nobody,
  'teamcomposition/mail': nobody,
  'teamcomposition/icalMail': ownMember,
  'teamcomposition/absencereasonList': signedIn,
  'teamcomposition/absenceList': [deny, allow, deny, allow, deny, deny, deny, deny, deny],
  'team/list': signedIn,
  'team/playersList': signedIn,
  'team/icalMail': signedIn,
  'team/icalFeed': signedIn,
  // Carpool (issue 32): every member reads a meeting's cars; a car and a seat for one's own members only
  // (a composer of the team also seats its players: kapitein@, tested in interclub's carpool tests).
  'teamcomposition/carpoolList': signedIn,
  'teamcomposition/carpoolOffer': ownMember,
  'teamcomposition/carpoolSeat': ownMember,
  // Follows (issue 34): every account follows teams of its club for itself.
  'teamcomposition/followedTeams': signedIn,
  'teamcomposition/followTeam': signedIn,
  // Any member may post the intermediate score of a meeting being played.
  'competition/setIntermediateScore': signedIn,

  // Competition: public results and statistics (anonymous callers get less).
  'frenoy/individualResults.php': everyone,
  'frenoy/matchResult.php': everyone,
  // Issue 34: a member's ranking history and head-to-heads for its own users only (another member's: 403).
  'frenoy/rankingHistory': ownMember,
  'frenoy/headToHead': ownMember,
  'team/rankings': everyone,
  'team/players': everyone,
  'team/calendar': everyone,
  'competition/rankingList': everyone,
  'competition/weekDigest': everyone,
  'competition/weekOverview': everyone,
  'teamcomposition/confirmationList': everyone,

  // Play moments: one's own reservations; presences only for the moment's responsible (league@ for badminton).
  'playermoment/playermoment_list.php': ownMember,
  'presence/list.php': [deny, deny, deny, deny, deny, deny, allow, deny, deny],
  'presence/update.php': [deny, deny, deny, deny, deny, deny, allow, deny, deny],
  'reservation/list.php': ownMember,
  'reservation/update.php': ownMember,
  'reservation/delete.php': ownMember,
  'reservation/waitlist.php': ownMember,
  'reservation/waiting.php': ownMember,

  // Training: the staff of the training (trainer@) for moments and presences; a trainee for its own members.
  // The trainers list for administrators too: they give accounts the trainer right.
  'trainer/getList.php': [deny, deny, deny, deny, allow, deny, deny, deny, allow],
  'training/getTrainingMomentsToBeConfirmedList': trainerOnly,
  'training/getMergeTrainingMomentList': trainerOnly,
  'training/updateTrainingMoment': trainerOnly,
  'training/getTrainingPresencesList': trainerOnly,
  'training/updateTrainingPresence': trainerOnly,
  'training/getTraineeMomentList': ownMember,
  'training/updateTrainingReservation': ownMember,
  'training/getAttendanceOverview': trainerOnly,

  // Sports camp: camp trainers only, each for its own camps and its own member; the subscriptions and
  // material answer the caller's own camps and the club's stock, so both camp trainers get them.
  'general/transportTypeList.php': signedIn,
  'sportscamp/presenceMomentList': trainerOnly,
  'sportscamp/planningMomentList': trainerOnly,
  'sportscamp/subscriptionList': bothTrainers,
  'sportscamp/presenceList': trainerOnly,
  'sportscamp/presenceUpdate': trainerOnly,
  'sportscamp/updateCheckOut': trainerOnly,
  'sportscamp/planning': trainerOnly,
  'sportscamp/trainerDayPlanning': trainerOnly,
  'sportscamp/materialList': bothTrainers,
  'sportscamp/trainerPresenceList': trainerOnly,
  'sportscamp/trainerPresenceUpdate': trainerOnly,
  // The check-in trail of the requests' camp: its trainers and the administrator (another camp's trainer: 403).
  'sportscamp/presenceLog': [deny, deny, deny, deny, allow, deny, deny, deny, allow],

  'sterktelijsten/list.php': signedIn,

  // 'Mijn week' (issue 30): always the caller's own linked members, so every signed-in role; which
  // lines each sees (never another member's) is tested in modules/home/myWeek.api.test.ts.
  'home/myWeek': signedIn,
  // The weekly e-mail's switch: always the caller's own account (modules/home/weeklyMail.api.test.ts).
  'home/weeklyMail': signedIn,
  'home/setWeeklyMail': signedIn,

  // Push notifications: every account keeps its own devices and choices (another's device: FOREIGN).
  'notifications/publicKey': signedIn,
  'notifications/subscribe': signedIn,
  'notifications/unsubscribe': signedIn,
  'notifications/preferences': signedIn,
  'notifications/setPreferences': signedIn,

  // League: poules and standings for every member (no contact data); contact lists for managers and
  // poule captains; results and replacements for the poule's players and the managers; the play date,
  // the poule mail and unsubscribing for the player itself. Jan subscribes himself (he is not yet).
  'league/list.php': signedIn,
  'league/information.php': signedIn,
  'league/seriePouleList.php': signedIn,
  // Every member sees the subscriptions; contact data only league managers, administrators and poule captains (issue 28; league.api.test.ts).
  'league/subscriptions.php': signedIn,
  'league/subscribe.php': ownMember,
  'league/statistics.php': signedIn,
  'league/serieRanking.php': signedIn,
  'league/playerResults.php': signedIn,
  'league/pouleInformation.php': signedIn,
  'league/pouleScore.php': leagueStaff,
  'league/replacePoulePlayer.php': leagueStaff,
  // Undoing a sign-out made by mistake: the league managers only (issue 28).
  'league/undoQuitsLeague.php': leagueManagerOnly,
  'league/poulePlayDate.php': pouleCaptainOnly,
  'league/mailPoule.php': pouleCaptainOnly,
  'league/unSubscribe.php': pouleCaptainOnly,
  'league/undoUnSubscribe.php': pouleCaptainOnly,

  // Club administration: the club's administrators only.
  'admin/members/list': adminOnly,
  'admin/members/save': adminOnly,
  'admin/members/active': adminOnly,
  'admin/members/importPreview': adminOnly,
  'admin/members/importApply': adminOnly,
  'admin/accounts/list': adminOnly,
  'admin/accounts/save': adminOnly,
  'admin/accounts/invite': adminOnly,
  'admin/accounts/inviteAll': adminOnly,
  'admin/audit/list': adminOnly,
  'admin/privacy/export': adminOnly,
  'admin/privacy/erase': adminOnly,
  'admin/settings/get': adminOnly,
  'admin/settings/save': adminOnly,
  'admin/playermoments/series': adminOnly,
  'admin/playermoments/seriesCreate': adminOnly,
  'admin/playermoments/seriesEnd': adminOnly,
  'admin/training/groups': adminOnly,
  'admin/training/groupSave': adminOnly,
  'admin/training/scheduleCreate': adminOnly,
  'admin/training/trainers': adminOnly,
  'admin/training/trainerCreate': adminOnly,
  'admin/competition/sync': adminOnly,
  'admin/interclub/teams': adminOnly,
  'admin/interclub/teamSave': adminOnly,
  'admin/league/overview': adminOnly,
  'admin/league/serieCreate': adminOnly,
  'admin/league/draw': adminOnly,
  'admin/league/close': adminOnly,
  'admin/league/save': adminOnly,
  'admin/camps/list': adminOnly,
  'admin/camps/save': adminOnly,
  'admin/camps/import': adminOnly,
  'admin/camps/materialSave': adminOnly,
  'admin/camps/childAdd': adminOnly,
} as const satisfies Record<Path, Row>;

/**
 * The roles allowed above, aimed at what is not theirs: trainer@ at Pieter Goossens' training and group
 * and at another camp, padel@ at poule A1, lid@ at ouder@'s push subscription (taking it without the
 * device's keys, removing it). Each must be refused as well (requests: permissions/foreignRequests.ts).
 * Not here: the merge list, which any trainer reads for any moment (titles of other trainings' open moments).
 */
export const FOREIGN = {
  trainer: [
    'training/updateTrainingMoment',
    'training/getTrainingPresencesList',
    'training/updateTrainingPresence',
    'training/getAttendanceOverview',
    'sportscamp/planning',
    'sportscamp/presenceLog',
  ],
  member: ['notifications/subscribe', 'notifications/unsubscribe'],
  pouleCaptain: ['league/pouleScore.php', 'league/replacePoulePlayer.php', 'league/poulePlayDate.php', 'league/mailPoule.php', 'league/unSubscribe.php', 'league/undoUnSubscribe.php'],
} as const satisfies Partial<Record<Role, readonly Path[]>>;

/**
 * Allowed calls with a part the role may not use (issue 28): padel@, captain of poule B1, may enter a
 * replacement for another B1 player but not sign that player out of the league (quitsleague); only the
 * player itself or a league manager may. Requests: permissions/foreignRequests.ts partRequests.
 */
export const FORBIDDEN_PARTS = [{ role: 'pouleCaptain', path: 'league/replacePoulePlayer.php', part: 'quitsleague' }] as const satisfies readonly {
  role: Role;
  path: Path;
  part: string;
}[];

export function verdict(path: Path, role: Role): Verdict {
  return PERMISSIONS[path][ROLES.indexOf(role)]!;
}
