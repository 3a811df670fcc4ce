import type { MemberCard } from '@clubhuis/contract/entities/members';
import type { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { sportOf } from '@clubhuis/contract/rules/session';
import { menuTexts as t } from './messages';

/** An in-app route (to) or an external page (href, opens in a new tab). */
export type MenuEntry = { label: string; to: string } | { label: string; href: string };

export type GroupKey =
  | 'association'
  | 'league'
  | 'trainingWork'
  | 'myTrainings'
  | 'sportsCamps'
  | 'general'
  | 'playerMoments'
  | 'admin';

export type MenuSection =
  | { kind: 'link'; key: 'login' | 'notifications' | 'logout'; label: string; to: string }
  | { kind: 'memberSwitch'; key: 'selectMember'; label: string; defaultOpen: boolean }
  | { kind: 'group'; key: GroupKey; label: string; defaultOpen: boolean; entries: MenuEntry[] };

export interface MenuInput {
  config: AppConfig;
  user: SessionUser | null;
  /** How many members the user may act as (myMembers). */
  memberCount: number;
  /** The member chosen in 'Selecteer lid' (0 = none) and its card once loaded. */
  selectedMemberId: number;
  selectedMember: MemberCard | undefined;
}

export const GYMFED_URL = 'https://www.gymfed.be';

/** The side menu: which sections and entries a user sees, in order (spec 01 and 02, section 2). */
export function menuSections(input: MenuInput): MenuSection[] {
  const { config, user, memberCount, selectedMemberId: memberId, selectedMember } = input;
  if (!user) return [{ kind: 'link', key: 'login', label: t.login, to: '/login' }];

  const sport = sportOf(config.association);
  const tableTennis = sport === 'tabletennis';
  const sections: MenuSection[] = [];
  const group = (key: GroupKey, label: string, defaultOpen: boolean, entries: (MenuEntry | false)[]) => {
    const kept = entries.filter((e): e is MenuEntry => e !== false);
    if (kept.length > 0) sections.push({ kind: 'group', key, label, defaultOpen, entries: kept });
  };

  if (memberCount > 1) sections.push({ kind: 'memberSwitch', key: 'selectMember', label: t.selectMember, defaultOpen: true });

  if (config.teamCompositionModule) {
    group('association', t.association, true, [
      tableTennis && memberId > 0 && { label: t.myResults, to: `/results/${memberId}` },
      { label: t.teams, to: '/statistics' },
      { label: t.lineUps, to: '/teams' },
      { label: t.weekDigest, to: '/weekdigest' },
      tableTennis && { label: t.strengthLists, to: '/sterktelijsten' },
    ]);
  }

  if (user.currentlyActiveLeagueId > 0) {
    // The league picker on home chooses a league; until leagues arrive, the active one counts as chosen.
    group('league', t.league, true, [
      { label: t.selectLeague, to: '/home' },
      { label: t.myLeague, to: memberId > 0 ? `/league/${memberId}` : '/league' },
      { label: t.leagueSubscriptions, to: '/leaguesubscriptions' },
      { label: t.leagueRegulations, to: '/leagueregulations' },
    ]);
  }

  if (config.trainingModule && user.trainerId > 0) {
    group('trainingWork', t.trainingWork, false, [
      { label: t.attendance, to: '/trainingmoments/open' },
      { label: t.traineeOverview, to: '/members/trainees' },
      { label: t.trainingMoments, to: '/trainingmoments/all' },
      { label: t.attendanceOverview, to: '/trainingattendance' },
    ]);
  }

  if (selectedMember && selectedMember.trainingGroups.trim() !== '') {
    group('myTrainings', t.myTrainings, false, [
      { label: t.reserveOrCancel, to: '/traineetrainingmoments/reservation' },
      { label: t.myParticipations, to: '/traineetrainingmoments/participated' },
    ]);
  }

  if (config.sportsCampModule && user.hasSportsCamp) {
    group('sportsCamps', t.sportsCamps, false, [
      { label: t.myCampDay, to: '/home' },
      { label: t.myPresences, to: '/trainerpresence' },
      { label: t.dayPlanning, to: '/sportscampplanning' },
      { label: t.checkIn, to: '/sportscampcheckin' },
      { label: t.checkOut, to: '/sportscampcheckout' },
      { label: t.campLog, to: '/sportscamplog' },
      { label: t.material, to: '/materiallist' },
      { label: t.campSubscriptions, to: '/subscriptions' },
    ]);
  }

  const associationId = selectedMember?.associationId.trim() ?? '';
  group('general', t.general, false, [
    { label: t.memberFiles, to: '/members/members' },
    tableTennis && config.frenoyUrl !== '' && associationId !== '' && {
      label: t.federationPage,
      href: config.frenoyUrl + associationId,
    },
    sport === 'gym' && { label: t.gymfed, href: GYMFED_URL },
  ]);

  if (tableTennis || sport === 'badminton') {
    group('playerMoments', t.playerMoments, false, [
      { label: t.reservations, to: '/reservations' },
      user.playerMoments && { label: t.presences, to: '/presences' },
    ]);
  }

  if (user.administrator) {
    group('admin', t.admin, false, [
      { label: t.adminSettings, to: '/beheer/instellingen' },
      { label: t.adminMembers, to: '/beheer/leden' },
      { label: t.adminImport, to: '/beheer/import' },
      { label: t.adminAccounts, to: '/beheer/gebruikers' },
      { label: t.adminCompetition, to: '/beheer/competitie' },
      { label: t.adminTeams, to: '/beheer/ploegen' },
      { label: t.adminSeries, to: '/beheer/spelmomenten' },
      { label: t.adminTraining, to: '/beheer/trainingen' },
      { label: t.adminCamps, to: '/beheer/kampen' },
      { label: t.adminCampLog, to: '/sportscamplog' },
      { label: t.adminLeague, to: '/beheer/league' },
      { label: t.adminAudit, to: '/beheer/logboek' },
    ]);
  }

  // Every member chooses its own notifications (issue 31), just above logging out.
  sections.push({ kind: 'link', key: 'notifications', label: t.notifications, to: '/meldingen' });
  sections.push({ kind: 'link', key: 'logout', label: t.logout, to: '/logout' });
  return sections;
}

/** A place of the bottom bar (below 540 px): a route, or 'Meer', which opens the side menu. */
export type PlaceKey = 'home' | 'teams' | 'trainings' | 'camp' | 'league' | 'results' | 'reservations' | 'admin';
export type Place = { key: PlaceKey; label: string; to: string } | { key: 'more'; label: string };

/**
 * The member's daily places, most daily first: each is an entry the side menu offers this user (so roles
 * and the club's modules decide as they decide there), found by its route. A trainer's trainings are the
 * open ones to confirm; a trainee's the ones to reserve.
 */
// Labels by key, read when the bar is drawn: the texts follow the language (issue 33).
const DAILY: { key: PlaceKey; label: keyof typeof t; find: (to: string, section: GroupKey) => boolean }[] = [
  { key: 'teams', label: 'placeTeams', find: (to) => to === '/teams' },
  { key: 'trainings', label: 'placeTrainings', find: (to) => to === '/trainingmoments/open' || to === '/traineetrainingmoments/reservation' },
  { key: 'camp', label: 'placeCamp', find: (to) => to === '/sportscampcheckin' },
  { key: 'league', label: 'placeLeague', find: (to, section) => section === 'league' && to.startsWith('/league') && to !== '/leaguesubscriptions' && to !== '/leagueregulations' },
  { key: 'results', label: 'placeResults', find: (to) => to.startsWith('/results/') },
  { key: 'admin', label: 'placeAdmin', find: (to) => to === '/beheer/leden' },
  { key: 'reservations', label: 'placeReservations', find: (to) => to === '/reservations' },
];

/** Home, three daily places and 'Meer': five fit a 390 px phone with a readable label under each icon. */
const DAILY_PLACES = 3;

/** The bottom bar's places, derived from the side menu's sections (menuSections): none when logged out. */
export function bottomPlaces(input: MenuInput): Place[] {
  const sections = menuSections(input);
  if (!input.user) return [];
  const entries = sections.flatMap((s) => (s.kind === 'group' ? s.entries.flatMap((e) => ('to' in e ? [{ to: e.to, section: s.key }] : [])) : []));
  const daily = DAILY.flatMap(({ key, label, find }) => {
    const hit = entries.find((e) => find(e.to, e.section));
    return hit ? [{ key, label: t[label], to: hit.to }] : [];
  }).slice(0, DAILY_PLACES);
  return [{ key: 'home', label: t.placeHome, to: '/home' }, ...daily, { key: 'more', label: t.placeMore }];
}
