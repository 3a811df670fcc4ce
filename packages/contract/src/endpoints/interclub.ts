import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { TeamConfirmationOption } from '../entities/interclub.ts';

export const confirmationOptionList = endpoint({
  path: 'teamcomposition/confirmationOptionList',
  access: 'member',
  request: z.object({}),
  response: z.array(TeamConfirmationOption),
});
