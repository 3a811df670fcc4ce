import type { FastifyInstance } from 'fastify';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { handle, type AppDeps } from '../../http/bind.ts';
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '../../http/errors.ts';
import { leaguePoules, leagueSeries } from '../../db/schema.ts';
import { information } from './information.ts';
import { leagueOf, listLeagues } from './leagues.ts';
import { leagueHelpText, leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';
import { subscribe, subscriptionList } from './subscriptions.ts';
import { leagueStatistics } from './statistics.ts';
import { serieRanking } from './ranking.ts';
import { playerResults, pouleInformation } from './playerResults.ts';
import { leagueActionRoutes } from './actionRoutes.ts';
import { leagueHelpPdf } from './helpPdf.ts';
import { inLanguage } from '../../i18n/language.ts';
import { isLanguage, languageFromList } from '@clubhuis/contract/rules/language';

export function leagueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'league/list.php', ({ user }) => listLeagues(db, user.clubId));
  handle(app, deps, 'league/information.php', ({ user, body }) => information(db, user, body.leagueid, body.memberid));
  handle(app, deps, 'league/seriePouleList.php', async ({ user, body }) => {
    const [serie] = await db
      .select({ id: leagueSeries.id })
      .from(leagueSeries)
      .where(and(eq(leagueSeries.id, body.leagueserieid), eq(leagueSeries.clubId, user.clubId)));
    if (!serie) throw new ApiError(404, leagueText.unknownSerie);
    const ids = await db.select({ id: leaguePoules.id }).from(leaguePoules).where(eq(leaguePoules.serieId, serie.id)).orderBy(asc(leaguePoules.id));
    return poulesWithDetails(db, ids.map((p) => p.id));
  });
  handle(app, deps, 'league/statistics.php', async ({ user, body }) => {
    await leagueOf(db, user.clubId, body.leagueid);
    return leagueStatistics(db, body.leagueid);
  });
  handle(app, deps, 'league/serieRanking.php', async ({ user, body }) => {
    const [serie] = await db
      .select({ id: leagueSeries.id, status: leagueSeries.status })
      .from(leagueSeries)
      .where(and(eq(leagueSeries.id, body.leagueserieid), eq(leagueSeries.clubId, user.clubId)));
    if (!serie) throw new ApiError(404, leagueText.unknownSerie);
    return serieRanking(db, serie);
  });
  handle(app, deps, 'league/playerResults.php', ({ user, body }) => playerResults(db, user, body.leagueid, body.memberid));
  handle(app, deps, 'league/pouleInformation.php', ({ user, body }) => pouleInformation(db, user, body.pouleid));
  handle(app, deps, 'league/subscriptions.php', ({ user, body }) => subscriptionList(db, user, body.leagueid));
  handle(app, deps, 'league/subscribe.php', ({ user, body }) => subscribe(db, user, body, brusselsClock(new Date()).date));
  leagueActionRoutes(app, deps);
  // The footer's help: the same for everybody, opened by the phone's PDF viewer without the app's token;
  // in the app's language (?lang=, the link adds it), else the browser's Accept-Language, else Dutch.
  app.get<{ Querystring: { lang?: string } }>('/api/league/help.pdf', async (request, reply) => {
    const lang = request.query.lang;
    const language = isLanguage(lang) ? lang : (languageFromList(request.headers['accept-language']) ?? 'nl');
    return inLanguage(language, async () =>
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${leagueHelpText.fileName}"`)
        .header('content-language', language)
        .header('vary', 'accept-language')
        .send(await leagueHelpPdf()),
    );
  });
}
