import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import { listActiveMembers, listMembersById, listTrainees } from './queries.ts';
import { membersText } from './messages.ts';
import { requireOwn } from '../../http/context.ts';

export function membersRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, 'member/getList.php', async ({ body, user }) => {
    if (body.trainees) {
      if (user.rights.trainerId <= 0) throw new ApiError(403, membersText.notTrainer);
      return listTrainees(deps.db, user.clubId);
    }
    const trainer = user.rights.trainerId > 0;
    if (body.allmembers) return listActiveMembers(deps.db, user.clubId, trainer ? 'trainer' : 'directory');
    const asked = body.memberids ?? user.memberIds;
    requireOwn(user, asked, membersText.notYourMember);
    return listMembersById(deps.db, user.clubId, [...new Set(asked)], trainer ? 'trainer' : 'own');
  });
}
