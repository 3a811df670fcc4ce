import type { Path, RequestOf } from '@clubhuis/contract/catalogue';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { failureText } from './leagueFailure';
import { actionOutcomeTexts, leagueTexts } from './messages';

/** Every league read an action can change. */
const LEAGUE_READS: Path[] = [
  'league/information.php',
  'league/seriePouleList.php',
  'league/statistics.php',
  'league/playerResults.php',
  'league/pouleInformation.php',
  'league/subscriptions.php',
];

type ActionPath = keyof typeof actionOutcomeTexts;

/** What the success popup shows: its title (per action) and the server's confirmation. */
export interface ActionDone {
  title: string;
  message: string;
}

/** The popup's title: a cancelled replacement is not a registered one. */
function titleOf<P extends ActionPath>(path: P, body: RequestOf<P>): string {
  const texts = actionOutcomeTexts[path];
  if (path === 'league/replacePoulePlayer.php' && 'cancelled' in texts && [0, '0', false].includes((body as RequestOf<'league/replacePoulePlayer.php'>).replace)) return texts.cancelled;
  return texts.done;
}

/**
 * One league action: the server's message in a success popup titled after the action, its refusal (or
 * the spec's fallback: leagueFailure.ts) under 'Fout/waarschuwing', and the league info reloaded after
 * every action, refused or not (spec 02 section 4).
 */
export function useLeagueAction<P extends ActionPath>(path: P, onDone: (done: ActionDone) => void) {
  const showError = useShowError();
  return useCallMutation(path, {
    invalidates: LEAGUE_READS,
    refetchActive: true,
    invalidateAlways: true,
    onSuccess: (answer, body) => onDone({ title: titleOf(path, body), message: answer.message }),
    onError: (error) => showError(leagueTexts.errorTitle, failureText(error, actionOutcomeTexts[path])),
  });
}
