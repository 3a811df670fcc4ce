import { queryOptions } from '@tanstack/react-query';
import { post } from '../../api/api';

/**
 * Query keys of results, statistics and the week digest; all under 'competition', so they are
 * dropped at login and logout (an anonymous answer leaves out members' contact data and answers).
 */
export const competitionKeys = {
  all: ['competition'] as const,
  results: (memberId: number) => ['competition', 'results', memberId] as const,
  teams: () => ['competition', 'teams'] as const,
  weekDigest: () => ['competition', 'weekDigest'] as const,
  team: (what: TeamStatistic, teamId: number) => ['competition', what, teamId] as const,
};

export type TeamStatistic = 'confirmations' | 'calendar' | 'ranking' | 'weekOverview' | 'players';

/** Loaders; they keep the app's 60 s stale time (spec 01 section 4). */
export const competitionQueries = {
  results: (memberId: number) =>
    queryOptions({
      queryKey: competitionKeys.results(memberId),
      queryFn: ({ signal }) => post('frenoy/individualResults.php', { memberid: memberId }, signal),
    }),
  teams: () =>
    queryOptions({
      queryKey: competitionKeys.teams(),
      queryFn: ({ signal }) => post('competition/rankingList', {}, signal),
    }),
  weekDigest: () =>
    queryOptions({
      queryKey: competitionKeys.weekDigest(),
      queryFn: ({ signal }) => post('competition/weekDigest', {}, signal),
    }),
  confirmations: (teamId: number) =>
    queryOptions({
      queryKey: competitionKeys.team('confirmations', teamId),
      queryFn: ({ signal }) => post('teamcomposition/confirmationList', { teamId }, signal),
    }),
  calendar: (teamId: number) =>
    queryOptions({
      queryKey: competitionKeys.team('calendar', teamId),
      queryFn: ({ signal }) => post('team/calendar', { teamId }, signal),
    }),
  ranking: (teamId: number) =>
    queryOptions({
      queryKey: competitionKeys.team('ranking', teamId),
      queryFn: ({ signal }) => post('team/rankings', { teamId }, signal),
    }),
  weekOverview: (teamId: number) =>
    queryOptions({
      queryKey: competitionKeys.team('weekOverview', teamId),
      queryFn: ({ signal }) => post('competition/weekOverview', { teamId }, signal),
    }),
  players: (teamId: number) =>
    queryOptions({
      queryKey: competitionKeys.team('players', teamId),
      queryFn: ({ signal }) => post('team/players', { teamId }, signal),
    }),
};
