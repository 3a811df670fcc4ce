import type { AppConfig } from '@clubhuis/contract/entities/session';
import { queryOptions } from '@tanstack/react-query';
import { post } from '../api/api';
import { applyBranding, rememberBranding } from './branding';
import { followClubLanguage } from '../i18n/followClub';

const CONFIG_REQUEST = { g2soft: '', returnSecureToken: true };

/** The club config: one per page load ('Herprobeer' refetches after a failure); the cache holds its data. */
export function configQuery() {
  return queryOptions({
    queryKey: ['general/config.php', CONFIG_REQUEST] as const, // callQuery's key, holding the data only
    queryFn: async ({ signal }): Promise<AppConfig> => {
      const answer = await post('general/config.php', CONFIG_REQUEST, signal);
      // Remember the look of the club so the next start paints title and icon before this call returns.
      rememberBranding(answer.data);
      applyBranding(answer.data);
      followClubLanguage(answer.data.defaultLanguage);
      return answer.data;
    },
    staleTime: Infinity,
    retry: false,
  });
}
