import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';
import { matchPath, type RouteParams } from './matchPath';

/** 'member' routes need a logged-in user, else the router redirects to '/' (spec 01 and 02, section 2). */
export type Access = 'public' | 'member';

export interface RouteDef {
  pattern: string;
  access: Access;
  page: LazyExoticComponent<ComponentType>;
}

// Every screen is its own chunk: the first screen on a phone loads only the shell and home.
const HomePage = lazyPage(() => import('../../features/home/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../../features/session/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../../features/session/LogoutPage'), 'LogoutPage');
const ResultsPage = lazyPage(() => import('../../features/competition/ResultsPage'), 'ResultsPage');
const StatisticsPage = lazyPage(() => import('../../features/competition/StatisticsPage'), 'StatisticsPage');
const WeekDigestPage = lazyPage(() => import('../../features/competition/WeekDigestPage'), 'WeekDigestPage');
const TeamsPage = lazyPage(() => import('../../features/interclub/TeamsPage'), 'TeamsPage');
const ReservedPage = lazyPage(() => import('../../features/playermoments/ReservedPage'), 'ReservedPage');
const PresencesPage = lazyPage(() => import('../../features/playermoments/PresencesPage'), 'PresencesPage');
const ReservationPage = lazyPage(() => import('../../features/playermoments/ReservationPage'), 'ReservationPage');
const ReservationsPage = lazyPage(() => import('../../features/playermoments/ReservationsPage'), 'ReservationsPage');
const MembersPage = lazyPage(() => import('../../features/members/MembersPage'), 'MembersPage');
const StrengthListsPage = lazyPage(() => import('../../features/strengthlists/StrengthListsPage'), 'StrengthListsPage');
const TrainingMomentsPage = lazyPage(() => import('../../features/training/TrainingMomentsPage'), 'TrainingMomentsPage');
const TrainingPresencesPage = lazyPage(
  () => import('../../features/training/TrainingPresencesPage'),
  'TrainingPresencesPage',
);
const TraineeTrainingMomentsPage = lazyPage(
  () => import('../../features/training/TraineeTrainingMomentsPage'),
  'TraineeTrainingMomentsPage',
);
const SubscriptionsPage = lazyPage(() => import('../../features/sportscamp/SubscriptionsPage'), 'SubscriptionsPage');
const PlanningPage = lazyPage(() => import('../../features/sportscamp/PlanningPage'), 'PlanningPage');
const TrainerPresencePage = lazyPage(
  () => import('../../features/sportscamp/TrainerPresencePage'),
  'TrainerPresencePage',
);
const CheckInPage = lazyPage(() => import('../../features/sportscamp/CheckInPage'), 'CheckInPage');
const CheckOutPage = lazyPage(() => import('../../features/sportscamp/CheckOutPage'), 'CheckOutPage');
const MaterialListPage = lazyPage(() => import('../../features/sportscamp/MaterialListPage'), 'MaterialListPage');
const LeaguePage = lazyPage(() => import('../../features/league/LeaguePage'), 'LeaguePage');
const LeagueSubscriptionsPage = lazyPage(
  () => import('../../features/league/LeagueSubscriptionsPage'),
  'LeagueSubscriptionsPage',
);
const LeagueRegulationsPage = lazyPage(
  () => import('../../features/league/LeagueRegulationsPage'),
  'LeagueRegulationsPage',
);
export const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/**
 * Old bookmarks and home-screen shortcuts of the previous app opened on these entry paths; the spec
 * says they all show home. The list is our choice: the usual start-page names of such apps.
 */
const LEGACY_HOME_PATHS = ['/index', '/index.html', '/start', '/dashboard', '/main', '/app'];

const pub = (pattern: string, page: RouteDef['page']): RouteDef => ({ pattern, access: 'public', page });
const member = (pattern: string, page: RouteDef['page']): RouteDef => ({ pattern, access: 'member', page });

export const routes: RouteDef[] = [
  pub('/', HomePage),
  pub('/home', HomePage),
  ...LEGACY_HOME_PATHS.map((p) => pub(p, HomePage)),
  pub('/login', LoginPage),
  pub('/logout', LogoutPage),
  pub('/results/:refresh', ResultsPage),
  pub('/statistics', StatisticsPage),
  pub('/weekdigest', WeekDigestPage),
  pub('/reserved', ReservedPage),
  member('/teams', TeamsPage),
  member('/members', MembersPage),
  member('/members/:which', MembersPage),
  member('/presences', PresencesPage),
  member('/reservation', ReservationPage),
  member('/reservations', ReservationsPage),
  member('/sterktelijsten', StrengthListsPage),
  member('/trainingmoments/:status', TrainingMomentsPage),
  member('/trainingpresences/:id', TrainingPresencesPage),
  member('/traineetrainingmoments/:status', TraineeTrainingMomentsPage),
  member('/subscriptions', SubscriptionsPage),
  member('/sportscampplanning', PlanningPage),
  member('/trainerpresence', TrainerPresencePage),
  member('/sportscampcheckin', CheckInPage),
  member('/sportscampcheckout', CheckOutPage),
  member('/sportscamptrainerpresence', CheckOutPage),
  member('/materiallist', MaterialListPage),
  member('/league', LeaguePage),
  member('/league/:whom', LeaguePage),
  member('/leaguesubscriptions', LeagueSubscriptionsPage),
  member('/leagueregulations', LeagueRegulationsPage),
];

export interface RouteMatch {
  route: RouteDef | null;
  params: RouteParams;
}

export function matchRoute(path: string): RouteMatch {
  for (const route of routes) {
    const params = matchPath(route.pattern, path);
    if (params) return { route, params };
  }
  return { route: null, params: {} };
}
