import type { Path, RequestOf } from '@clubhuis/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/api';
import { messageOf } from '../../api/ApiError';
import { invalidatePaths } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { leagueTexts } from './messages';

/** Every league read an action can change. */
const LEAGUE_READS: Path[] = [
  'league/information.php',
  'league/seriePouleList.php',
  'league/statistics.php',
  'league/playerResults.php',
  'league/pouleInformation.php',
  'league/subscriptions.php',
];

type ActionPath = 'league/pouleScore.php' | 'league/replacePoulePlayer.php' | 'league/poulePlayDate.php' | 'league/mailPoule.php' | 'league/unSubscribe.php' | 'league/undoUnSubscribe.php' | 'league/undoQuitsLeague.php';

/**
 * One league action: the server's message in the success popup, its refusal (or the spec's fallback)
 * under 'Fout/waarschuwing', and the league info reloaded after every action, refused or not (spec 02
 * section 4).
 */
export function useLeagueAction<P extends ActionPath>(path: P, fallback: string, onDone: (message: string) => void) {
  const client = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: (body: RequestOf<P>) => post(path, body),
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) => showError(leagueTexts.errorTitle, messageOf(error, fallback)),
    onSettled: () => invalidatePaths(client, LEAGUE_READS, 'active'),
  });
}
