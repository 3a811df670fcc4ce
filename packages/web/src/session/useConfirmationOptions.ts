import type { TeamConfirmationOption } from '@clubhuis/contract/entities/interclub';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from './sessionQueries';

const NONE: TeamConfirmationOption[] = [];

/** The club's confirmation options, loaded at startup and login (sessionQueries); empty until then. */
export function useConfirmationOptions(): TeamConfirmationOption[] {
  return useQuery(sessionQueries.confirmationOptions()).data ?? NONE;
}
