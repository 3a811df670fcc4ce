import type { RequestOf } from '@clubhuis/contract/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { post } from '../../api/api';
import type { MembersWhich } from './memberSearch';

/** The body of member/getList.php: every active member, or the trainees (the server allows that to trainers). */
export function directoryRequest(which: MembersWhich): RequestOf<'member/getList.php'> {
  return which === 'trainees' ? { trainees: true } : { allmembers: true };
}

/** The directory keeps the app's 60 s stale time (spec 01 section 4); 'Vernieuwen' refetches. */
export const membersQueries = {
  directory: (which: MembersWhich) =>
    queryOptions({
      queryKey: ['members', 'directory', which] as const,
      queryFn: ({ signal }) => post('member/getList.php', directoryRequest(which), signal),
    }),
};
