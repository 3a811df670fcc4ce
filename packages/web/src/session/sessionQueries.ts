import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../api/calls';

/** The data the shell loads at startup and right after login. */
export const sessionQueries = {
  /** member/getList.php for these ids: the same cache entry as any other screen asking the same. */
  myMembers: (memberIds: number[]) => callQuery('member/getList.php', { memberids: memberIds }),
  confirmationOptions: () =>
    queryOptions({ ...callQuery('teamcomposition/confirmationOptionList', {}), staleTime: Infinity }),
};
