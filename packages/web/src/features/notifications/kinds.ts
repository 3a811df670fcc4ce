import type { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { NOTIFICATION_KINDS, type NotificationKind } from '@clubhuis/contract/rules/notifications';

/**
 * The kinds the screen offers this user: those of the club's modules it takes part in (a club without
 * the training module has no training notifications to choose). The server keeps every kind's choice.
 */
export function shownKinds(config: Pick<AppConfig, 'teamCompositionModule' | 'trainingModule' | 'sportsCampModule'>, user: Pick<SessionUser, 'currentlyActiveLeagueId' | 'hasSportsCamp'>): NotificationKind[] {
  const shown: Record<NotificationKind, boolean> = {
    lineUp: config.teamCompositionModule,
    confirmAsk: config.teamCompositionModule,
    driver: config.teamCompositionModule,
    training: config.trainingModule,
    playMoment: true,
    leagueResult: user.currentlyActiveLeagueId > 0,
    leagueReplacement: user.currentlyActiveLeagueId > 0,
    campPlanning: config.sportsCampModule && user.hasSportsCamp,
    results: config.teamCompositionModule,
  };
  return NOTIFICATION_KINDS.filter((k) => shown[k]);
}
