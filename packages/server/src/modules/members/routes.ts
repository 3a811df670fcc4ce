import type { FastifyInstance } from 'fastify';
import { handle, JsonText, type AppDeps } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import { listActiveMembers, listMembersById, listTrainees } from './queries.ts';
import { contributionFormText, membersText } from './messages.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import type { Db } from '../../db/client.ts';
import { publicBaseOf } from '../../http/publicBase.ts';
import { contributionFormByLink, contributionFormLink } from './contributionForms.ts';
import { renderContributionForm } from './contributionFormPdf.ts';
import { inLanguage } from '../../i18n/language.ts';
import { languageFromList } from '@clubhuis/contract/rules/language';

export function membersRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The cards' JSON is built by PostgreSQL (queries.ts) and sent as it is.
  handle(app, deps, 'member/getList.php', async ({ body, user }) => new JsonText<'member/getList.php'>(await memberCards(deps.db, body, user)));

  handle(app, deps, 'contributionform/contributionform_url.php', ({ body, user, request }) =>
    contributionFormLink(deps.db, deps.links, user, body.id, publicBaseOf(deps.config, request)),
  );

  // The phone's PDF viewer opens the link without the app's token: the signed, short-lived link is the key.
  // It is written in the language the link carries (the caller's when it was asked for); a refused link
  // answers in the viewer's Accept-Language.
  app.get<{ Params: { file: string } }>('/api/contributionform/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.pdf$/, '');
    const found = token.length <= 200 ? await contributionFormByLink(deps.db, deps.links, token, new Date()) : undefined;
    const language = found?.language ?? languageFromList(request.headers['accept-language']) ?? 'nl';
    if (!found) {
      return reply.status(404).type('text/plain; charset=utf-8').send(inLanguage(language, () => membersText.formLinkExpired));
    }
    const { form } = found;
    const pdf = await inLanguage(language, () => renderContributionForm(form));
    const name = `${inLanguage(language, () => contributionFormText.fileName)}-${form.member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

/** Who asks decides which cards and which of their fields (queries.ts, TraineeView). */
async function memberCards(db: Db, body: { memberids?: number[]; allmembers?: boolean; trainees?: boolean }, user: RequestUser): Promise<string> {
  if (body.trainees) {
    if (user.rights.trainerId <= 0) throw new ApiError(403, membersText.notTrainer);
    return listTrainees(db, user.clubId);
  }
  const trainer = user.rights.trainerId > 0;
  if (body.allmembers) return listActiveMembers(db, user.clubId, trainer ? 'trainer' : 'directory');
  const asked = body.memberids ?? user.memberIds;
  requireOwn(user, asked, membersText.notYourMember);
  return listMembersById(db, user.clubId, [...new Set(asked)], trainer ? 'trainer' : 'own');
}
