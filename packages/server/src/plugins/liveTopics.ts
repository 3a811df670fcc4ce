import type { Path } from '@clubhuis/contract/catalogue';
import { admins, anyTrainer, composers, everyone, lookedUp, ownersIn, trainersIn, type LiveRules } from '../http/liveAudience.ts';
import { momentStaff, momentTrainees } from '../modules/training/liveAudience.ts';
import { momentResponsibles } from '../modules/playermoments/liveAudience.ts';
import { campMomentTrainers } from '../modules/sportscamp/liveAudience.ts';

// The one list of live updates (issue 31): per table that migration 0020 watches, the answers (catalogue
// paths: the web app's query keys start with them) its change makes stale, and who may read them for the
// changed rows. A table joins in two steps: `SELECT watch_live('<table>', '<key column>', …);` in its
// migration, and its line here. Only answers a member sees change under its eyes are listed; every
// audience is the read's own rule (the permission table, testing/permissionTable.ts).

const MEETING_READS: Path[] = [
  'teamcomposition/list',
  'teamcomposition/confirmationList',
  'team/calendar',
  'team/players',
  'competition/weekDigest',
  'competition/weekOverview',
  'home/myWeek',
];
const LEAGUE_READS: Path[] = [
  'league/list.php',
  'league/information.php',
  'league/seriePouleList.php',
  'league/statistics.php',
  'league/serieRanking.php',
  'league/playerResults.php',
  'league/pouleInformation.php',
  'league/subscriptions.php',
  'home/myWeek',
];
const leagueRules = [
  { paths: LEAGUE_READS, to: [everyone] },
  { paths: ['admin/league/overview'] as Path[], to: [admins] },
];
const staffOf = lookedUp('moment_id', momentStaff);

export const LIVE_TOPICS: LiveRules = {
  // Interclub: line-ups, answers, drivers and scores are for every member of the club.
  meetings: [{ paths: MEETING_READS, to: [everyone] }],
  meeting_players: [{ paths: MEETING_READS, to: [everyone] }],
  meeting_confirmations: [{ paths: ['teamcomposition/list', 'teamcomposition/confirmationList', 'home/myWeek'], to: [everyone] }],
  composition_logs: [{ paths: ['teamcomposition/compositionLog'], to: [everyone] }],
  // A member's absences: its own users and the line-ups' composers (teamcomposition/absenceList's rule).
  member_absences: [{ paths: ['teamcomposition/absenceList'], to: [ownersIn('member_id'), composers] }],
  teams: [
    { paths: ['team/list', 'team/playersList', 'teamcomposition/list', 'competition/rankingList', 'home/myWeek'], to: [everyone] },
    { paths: ['admin/interclub/teams'], to: [admins] },
  ],
  team_players: [
    { paths: ['team/playersList', 'teamcomposition/list', 'home/myWeek'], to: [everyone] },
    { paths: ['admin/interclub/teams'], to: [admins] },
  ],
  // Carpool (issue 32): cars and seats are for every member, as the line-ups (carpoolList's rule).
  meeting_cars: [{ paths: ['teamcomposition/carpoolList'], to: [everyone] }],
  meeting_car_seats: [{ paths: ['teamcomposition/carpoolList'], to: [everyone] }],
  // Follows (issue 34): each account reads only its own; the club's streams are told the paths only.
  team_follows: [{ paths: ['teamcomposition/followedTeams', 'home/myWeek'], to: [everyone] }],
  // Competition (issue 34): a member's ranking history is for its own users (frenoy/rankingHistory's rule).
  member_ranking_history: [{ paths: ['frenoy/rankingHistory'], to: [ownersIn('member_id')] }],

  // Play moments: the list and its counts for everyone; a reservation for its member's users; presences
  // for the moment's responsible persons only.
  player_moments: [
    { paths: ['playermoment/playermoment_list.php', 'reservation/list.php', 'home/myWeek'], to: [everyone] },
    { paths: ['admin/playermoments/series'], to: [admins] },
  ],
  player_moment_responsibles: [
    { paths: ['playermoment/playermoment_list.php'], to: [everyone] },
    { paths: ['presence/list.php'], to: [lookedUp('moment_id', momentResponsibles)] },
  ],
  player_moment_reservations: [
    { paths: ['playermoment/playermoment_list.php'], to: [everyone] },
    { paths: ['reservation/list.php', 'home/myWeek'], to: [ownersIn('member_id')] },
    { paths: ['presence/list.php'], to: [lookedUp('moment_id', momentResponsibles)] },
  ],
  player_moment_presences: [{ paths: ['presence/list.php'], to: [lookedUp('moment_id', momentResponsibles)] }],

  // Training: a moment's status for its staff and its trainees; presences and reasons for its staff and
  // the trainee's own users, never another trainee.
  training_moments: [
    {
      paths: ['training/getTrainingMomentsToBeConfirmedList', 'training/getTrainingPresencesList', 'training/getAttendanceOverview', 'home/myWeek'],
      to: [trainersIn('trainer_id', 'assistent_id', 'assistent2_id', 'assistent3_id', 'assistent4_id', 'assistent5_id')],
    },
    { paths: ['training/getMergeTrainingMomentList'], to: [anyTrainer] },
    { paths: ['training/getTraineeMomentList', 'home/myWeek'], to: [lookedUp('id', momentTrainees)] },
  ],
  training_presences: [
    { paths: ['training/getTrainingPresencesList', 'training/getAttendanceOverview'], to: [staffOf] },
    { paths: ['training/getTraineeMomentList', 'home/myWeek'], to: [ownersIn('member_id')] },
  ],
  training_reservations: [
    { paths: ['training/getTrainingPresencesList'], to: [staffOf] },
    { paths: ['training/getTraineeMomentList', 'home/myWeek'], to: [ownersIn('member_id')] },
  ],
  training_group_members: [
    { paths: ['training/getTraineeMomentList', 'home/myWeek'], to: [ownersIn('member_id')] },
    { paths: ['admin/training/groups'], to: [admins] },
  ],

  // Sports camp: check-ins for that camp's trainers; the check-in trail also for the administrators.
  sports_camp_presences: [
    { paths: ['sportscamp/presenceList', 'sportscamp/presenceMomentList', 'sportscamp/presenceLog'], to: [lookedUp('moment_id', campMomentTrainers)] },
    { paths: ['sportscamp/presenceLog'], to: [admins] },
  ],

  // League: poules, results, replacements and play dates are for every member.
  league_series: leagueRules,
  league_subscriptions: leagueRules,
  league_poules: leagueRules,
  league_poule_players: leagueRules,
  league_poule_matches: leagueRules,

  // The member list (the directory any member opens) and the administrators' lists.
  members: [
    { paths: ['member/getList.php', 'league/subscriptions.php', 'sterktelijsten/list.php'], to: [everyone] },
    { paths: ['admin/members/list', 'admin/accounts/list'], to: [admins] },
  ],
};
