import type {
  ClubTeamRanking,
  IndividualResults,
  TeamCalendarEntry,
  TeamConfirmation,
  TeamPlayer,
  TeamRanking,
  WeekDigest,
  WeekOverviewRow,
} from '@clubhuis/contract/entities/competition';
import { WEEKS } from '@clubhuis/contract/rules/competition';

/** Test data of the competition screens. */
const weeks = (prefix: string, filled: Record<number, string>) =>
  Object.fromEntries(
    Array.from({ length: WEEKS }, (_, i) => [`${prefix}${String(i + 1).padStart(2, '0')}`, filled[i + 1] ?? '']),
  );

export const makeResults = (patch: Partial<IndividualResults> = {}): IndividualResults => ({
  ResultsAvailable: true,
  RankingResults: [
    { Ranking: 'C2', Won: 1, Lost: 3, Percentage: 25, PercentageString: '25%' },
    { Ranking: 'C4', Won: 5, Lost: 2, Percentage: 71, PercentageString: '71%' },
  ],
  DetailResults: [
    {
      MatchIndex: 1,
      Date: '2025-10-04',
      LastName: 'Janssens',
      FirstName: 'Piet',
      Ranking: 'C4',
      Result: 'V',
      SetFor: 3,
      SetAgainst: 1,
      Club: 'TTC Elders',
      CompetitionType: 'C',
    },
    {
      MatchIndex: 2,
      Date: '2025-10-11',
      LastName: 'Maes',
      FirstName: 'Karel',
      Ranking: 'C2',
      Result: 'D',
      SetFor: 1,
      SetAgainst: 3,
      Club: 'TTC Ginder',
      CompetitionType: 'C',
    },
  ],
  WeekResults: [
    { Team: 'TTC Test A', PercentageString: '67%', ...weeks('Week', { 1: '2-1', 2: '1-2', 3: '' }), Entries: 2, Saldo: 0 },
  ] as IndividualResults['WeekResults'],
  ELOPoints: 1432,
  ELODate: '2025-10-12',
  BELPoints: null,
  BELPosPoints: null,
  Prognose: null,
  FrenoyUrl: 'https://competitie.example/speler/501234',
  Ranking: 'C4',
  ...patch,
});

export const makeTeams = (): ClubTeamRanking[] => [
  { teamId: 1, team: 'TTC Test A', division: '2A', sport: 'tabletennis', position: 2, points: 14, calendarUrl: 'https://competitie.example/kalender/A' },
  { teamId: 2, team: 'TTC Test B', division: '3C', sport: 'tabletennis', position: 5, points: 8, calendarUrl: '' },
];

export const makeRanking = (): TeamRanking[] => [
  { position: 1, team: 'TTC Elders B', teamDescription: '', gamesPlayed: 8, gamesWon: 7, gamesLost: 1, gamesDraw: 0, points: 22, isClubTeam: false },
  { position: 2, team: 'TTC Test A', teamDescription: 'Heren A', gamesPlayed: 8, gamesWon: 6, gamesLost: 2, gamesDraw: 0, points: 20, isClubTeam: true },
];

export const makeCalendar = (): TeamCalendarEntry[] => [
  { week: 1, playId: 'P1', matchUrl: 'https://competitie.example/match/P1', playDate: '2025-09-13', homeTeam: 'TTC Test A', homeTeamCode: 'A000', outTeam: 'TTC Elders B', outTeamCode: 'A001', score: '10-6', won: 1 },
  { week: 2, playId: 'P2', matchUrl: '', playDate: '2025-09-20', homeTeam: 'TTC Ginder C', homeTeamCode: 'A002', outTeam: 'TTC Test A', outTeamCode: 'A000', score: '11-5', won: -1 },
  { week: 3, playId: 'P3', matchUrl: '', playDate: '2099-09-27', homeTeam: 'TTC Test A', homeTeamCode: 'A000', outTeam: 'TTC Verweg', outTeamCode: 'A003', score: '', won: 0 },
];

export const makePlayers = (patch: Partial<TeamPlayer> = {}): TeamPlayer[] => [
  { rank: 1, memberName: 'Jan Peeters', ranking: 'C4', telephone: '+32 (0)470 12 34 56', email: 'jan@example.be', captain: true, team: 'A', ...patch },
  { rank: 2, memberName: 'Piet Maes', ranking: 'C6', telephone: '', email: 'geen adres', captain: false, team: 'A' },
];

export const makeWeekOverview = (): WeekOverviewRow[] => [
  { memberName: 'Jan Peeters', percentageString: '75%', ...weeks('w', { 1: '3-0', 2: '0-3' }), entries: 2, saldo: 0, team: 'A' } as WeekOverviewRow,
];

export const makeConfirmation = (patch: Partial<TeamConfirmation> = {}): TeamConfirmation => ({
  id: 1,
  teamCalendarId: 10,
  week: 5,
  meeting: 'TTC Test A - TTC Elders B',
  meetingDate: '2099-10-18',
  isPast: false,
  won: 0,
  status: '',
  statusInformation: '',
  playerId: 7,
  playerName: 'Jan Peeters',
  ranking: 'C4',
  victoryCount: 0,
  remarks: '',
  canPlay: -1,
  canDrive: false,
  hasBeenSetup: false,
  isTeamPlayer: true,
  nrOfParticipations: 0,
  captain: false,
  confirmationOption: 0,
  confirmationVariant: '',
  isHome: true,
  ...patch,
});

export const makeDigest = (patch: Partial<WeekDigest> = {}): WeekDigest => ({
  team: 'TTC Test A',
  week: 5,
  meeting: 'TTC Test A - TTC Elders B',
  matchUrl: 'https://competitie.example/match/P5',
  result: 'Gewonnen',
  score: '10-6',
  position: 2,
  composition: 'Jan Peeters, Piet Maes',
  won: 1,
  ...patch,
});
