import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { prefetchTeams } from '../features/interclub/teamsFirstCalls';
import { prefetchHome } from '../features/home/homeFirstCalls';
import { WeekDigestSlot } from './slots/WeekDigestSlot';
import { CampDaySlot } from './slots/CampDaySlot';
import { LeagueHomeSlot } from './slots/LeagueHomeSlot';
import { lazyPage } from '../router/lazyPage';
import { matchPath, type RouteParams } from '../router/matchPath';

/** 'member' routes need a logged-in user, else the router redirects to '/' (spec 01 and 02, section 2). */
export type Access = 'public' | 'member';

export interface RouteDef {
  pattern: string;
  access: Access;
  /** The screen, given its route parameters as props: pages never read the route table themselves. */
  render: Render;
}

/**
 * A screen's render, with the loading of its chunk where the route table knows it, and for the
 * screens a phone opens most the first calls, asked together with the config at startup.
 */
type Render = ((params: RouteParams) => ReactNode) & { preload?: () => void; prefetch?: (client: QueryClient) => Promise<void> };
type Page = ComponentType & { preload: () => void };

// Every screen is its own chunk: the first screen on a phone loads only the shell and home.
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/session/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../features/session/LogoutPage'), 'LogoutPage');
const ResultsPage = lazyPage(() => import('../features/competition/ResultsPage'), 'ResultsPage');
const StatisticsPage = lazyPage(() => import('../features/competition/StatisticsPage'), 'StatisticsPage');
const WeekDigestPage = lazyPage(() => import('../features/competition/WeekDigestPage'), 'WeekDigestPage');
const TeamsPage = lazyPage(() => import('../features/interclub/TeamsPage'), 'TeamsPage');
const AnswerLinkPage = lazyPage(() => import('../features/interclub/AnswerLinkPage'), 'AnswerLinkPage');
const ReservedPage = lazyPage(() => import('../features/playermoments/ReservedPage'), 'ReservedPage');
const PresencesPage = lazyPage(() => import('../features/playermoments/PresencesPage'), 'PresencesPage');
const ReservationPage = lazyPage(() => import('../features/playermoments/ReservationPage'), 'ReservationPage');
const ReservationsPage = lazyPage(() => import('../features/playermoments/ReservationsPage'), 'ReservationsPage');
const TrainingMomentsPage = lazyPage(() => import('../features/training/TrainingMomentsPage'), 'TrainingMomentsPage');
const TrainingPresencesPage = lazyPage(() => import('../features/training/TrainingPresencesPage'), 'TrainingPresencesPage');
const TraineeMomentsPage = lazyPage(() => import('../features/training/TraineeMomentsPage'), 'TraineeMomentsPage');
const AttendancePage = lazyPage(() => import('../features/training/AttendancePage'), 'AttendancePage');
const StrengthListsPage = lazyPage(() => import('../features/strengthlists/StrengthListsPage'), 'StrengthListsPage');
const SubscriptionsPage = lazyPage(() => import('../features/sportscamp/SubscriptionsPage'), 'SubscriptionsPage');
const PlanningPage = lazyPage(() => import('../features/sportscamp/PlanningPage'), 'PlanningPage');
const TrainerPresencesPage = lazyPage(() => import('../features/sportscamp/TrainerPresencesPage'), 'TrainerPresencesPage');
const CheckInPage = lazyPage(() => import('../features/sportscamp/CheckInPage'), 'CheckInPage');
const CheckOutPage = lazyPage(() => import('../features/sportscamp/CheckOutPage'), 'CheckOutPage');
const MaterialPage = lazyPage(() => import('../features/sportscamp/MaterialPage'), 'MaterialPage');
const PresenceLogPage = lazyPage(() => import('../features/sportscamp/PresenceLogPage'), 'PresenceLogPage');
const LeagueSubscriptionsPage = lazyPage(() => import('../features/league/SubscriptionsPage'), 'SubscriptionsPage');
const LeaguePage = lazyPage(() => import('../features/league/LeaguePage'), 'LeaguePage');
const RegulationsPage = lazyPage(() => import('../features/league/RegulationsPage'), 'RegulationsPage');
const MembersPage = lazyPage(() => import('../features/members/MembersPage'), 'MembersPage');
const ForgotPasswordPage = lazyPage(() => import('../features/session/ForgotPasswordPage'), 'ForgotPasswordPage');
const SetPasswordPage = lazyPage(() => import('../features/session/SetPasswordPage'), 'SetPasswordPage');
const AdminMembersPage = lazyPage(() => import('../features/admin/AdminMembersPage'), 'AdminMembersPage');
const AdminAccountsPage = lazyPage(() => import('../features/admin/AdminAccountsPage'), 'AdminAccountsPage');
const AuditPage = lazyPage(() => import('../features/admin/AuditPage'), 'AuditPage');
const ImportPage = lazyPage(() => import('../features/admin/ImportPage'), 'ImportPage');
const CampsAdminPage = lazyPage(() => import('../features/admin/CampsAdminPage'), 'CampsAdminPage');
const LeagueAdminPage = lazyPage(() => import('../features/admin/LeagueAdminPage'), 'LeagueAdminPage');
const SettingsPage = lazyPage(() => import('../features/admin/SettingsPage'), 'SettingsPage');
const TeamsAdminPage = lazyPage(() => import('../features/admin/TeamsAdminPage'), 'TeamsAdminPage');
const CompetitionPage = lazyPage(() => import('../features/admin/CompetitionPage'), 'CompetitionPage');
const SeriesPage = lazyPage(() => import('../features/admin/SeriesPage'), 'SeriesPage');
const NotificationsPage = lazyPage(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage');
const TrainingAdminPage = lazyPage(() => import('../features/admin/TrainingAdminPage'), 'TrainingAdminPage');
export const NotFoundPage = lazyPage(() => import('../router/NotFoundPage'), 'NotFoundPage');

/**
 * Old bookmarks and home-screen shortcuts of the previous app opened on these entry paths; the spec
 * says they all show home. The list is our choice: the usual start-page names of such apps.
 */
const LEGACY_HOME_PATHS = ['/index', '/index.html', '/start', '/dashboard', '/main', '/app'];

/** A screen with route parameters: the render, and the page whose chunk it loads. */
const withParams = (page: { preload: () => void }, render: (params: RouteParams) => ReactNode): Render => Object.assign(render, { preload: page.preload });
/** A screen without parameters. */
const plain = (Page: Page): Render => Object.assign(() => <Page />, { preload: Page.preload });
const pub = (pattern: string, render: Render): RouteDef => ({ pattern, access: 'public', render });
const member = (pattern: string, render: Render): RouteDef => ({ pattern, access: 'member', render });
// Home shows competition's week digest and the camp day through slots: the route table is where features meet.
const home: Render = Object.assign(
  () => <HomePage weekDigest={<WeekDigestSlot />} campDay={<CampDaySlot />} league={<LeagueHomeSlot />} />,
  { preload: HomePage.preload, prefetch: prefetchHome },
);

// A path outside this table shows 'Pagina niet gevonden'.
export const routes: RouteDef[] = [
  pub('/', home),
  pub('/home', home),
  ...LEGACY_HOME_PATHS.map((p) => pub(p, home)),
  pub('/login', plain(LoginPage)),
  pub('/logout', plain(LogoutPage)),
  pub('/results/:refresh', withParams(ResultsPage, (p) => <ResultsPage refresh={p.refresh} />)),
  pub('/statistics', plain(StatisticsPage)),
  pub('/weekdigest', plain(WeekDigestPage)),
  pub('/reserved', plain(ReservedPage)),
  pub('/wachtwoord-vergeten', plain(ForgotPasswordPage)),
  pub('/wachtwoord/:token', withParams(SetPasswordPage, (p) => <SetPasswordPage token={p.token ?? ''} />)),
  // A player's answer link (issue 34): no login, the token is the key.
  pub('/antwoord/:token', withParams(AnswerLinkPage, (p) => <AnswerLinkPage token={p.token ?? ''} />)),
  member('/teams', Object.assign(plain(TeamsPage), { prefetch: prefetchTeams })),
  member('/members', plain(MembersPage)),
  member('/members/:which', withParams(MembersPage, (p) => <MembersPage which={p.which} />)),
  member('/presences', plain(PresencesPage)),
  member('/reservation', plain(ReservationPage)),
  member('/reservations', plain(ReservationsPage)),
  member('/sterktelijsten', plain(StrengthListsPage)),
  member('/subscriptions', plain(SubscriptionsPage)),
  member('/sportscampplanning', plain(PlanningPage)),
  member('/trainerpresence', plain(TrainerPresencesPage)),
  member('/sportscampcheckin', plain(CheckInPage)),
  member('/sportscampcheckout', plain(CheckOutPage)),
  member('/sportscamptrainerpresence', plain(CheckOutPage)),
  // Beyond the spec: the check-in trail, for the camp's trainers and the administrator (the server decides).
  member('/sportscamplog', plain(PresenceLogPage)),
  member('/materiallist', plain(MaterialPage)),
  member('/league', plain(LeaguePage)),
  member('/league/:whom', withParams(LeaguePage, (p) => <LeaguePage whom={p.whom} />)),
  member('/leaguesubscriptions', plain(LeagueSubscriptionsPage)),
  member('/leagueregulations', plain(RegulationsPage)),
  member('/trainingmoments/:status', withParams(TrainingMomentsPage, (p) => <TrainingMomentsPage status={p.status} />)),
  member('/trainingpresences/:id', withParams(TrainingPresencesPage, (p) => <TrainingPresencesPage id={p.id} />)),
  member('/trainingattendance', plain(AttendancePage)),
  // Push notifications and the weekly e-mail (issues 31 and 32): every member's own choices.
  member('/meldingen', plain(NotificationsPage)),
  member('/traineetrainingmoments/:status', withParams(TraineeMomentsPage, (p) => <TraineeMomentsPage status={p.status} />)),
  // Club administration: the server answers administrators only; the menu shows it to them only.
  member('/beheer/instellingen', plain(SettingsPage)),
  member('/beheer/leden', plain(AdminMembersPage)),
  member('/beheer/gebruikers', plain(AdminAccountsPage)),
  member('/beheer/import', plain(ImportPage)),
  member('/beheer/competitie', plain(CompetitionPage)),
  member('/beheer/ploegen', plain(TeamsAdminPage)),
  member('/beheer/spelmomenten', plain(SeriesPage)),
  member('/beheer/trainingen', plain(TrainingAdminPage)),
  member('/beheer/kampen', plain(CampsAdminPage)),
  member('/beheer/league', plain(LeagueAdminPage)),
  member('/beheer/logboek', plain(AuditPage)),
];

export interface RouteMatch {
  route: RouteDef | null;
  params: RouteParams;
}

/**
 * Starts loading the screen of this path while the app still asks for its settings and config, so the
 * screen's chunk is there when the app is ready to show it (issue 16: one round trip less to the
 * first screen on a slow network).
 */
export function preloadScreen(path: string): void {
  matchRoute(path).route?.render.preload?.();
}

/** The first calls of this path's screen, once the session is known (startup). */
export function prefetchScreen(client: QueryClient, path: string): Promise<void> {
  return matchRoute(path).route?.render.prefetch?.(client) ?? Promise.resolve();
}

export function matchRoute(path: string): RouteMatch {
  for (const route of routes) {
    const params = matchPath(route.pattern, path);
    if (params) return { route, params };
  }
  return { route: null, params: {} };
}
