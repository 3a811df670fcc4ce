import type { FastifyInstance } from 'fastify';
import { handle, JsonText, type AppDeps } from '../../http/bind.ts';
import { takeQuota } from '../../http/quota.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { renderCalendar } from '../../adapters/ical.ts';
import { inLanguage } from '../../i18n/language.ts';
import { languageFromList } from '@clubhuis/contract/rules/language';
import { carpoolOf } from './carpoolQueries.ts';
import { changeSeat, offerCar } from './carpoolWrites.ts';
import { answerMeeting } from './confirmations.ts';
import { answerByLink, linkMeetingView } from './answerLinkMeeting.ts';
import { openAnswerLink } from './answerLinks.ts';
import { saveLineUp } from './composition.ts';
import { registerDriver, removeDriver } from './driver.ts';
import { feedCalendar, listFeeds, requireTeam } from './feeds.ts';
import { followedTeams, followTeam } from './follows.ts';
import { mailFeedLink, mailLineUp } from './mails.ts';
import { mailedLinkBase, publicBaseOf } from '../../http/publicBase.ts';
import { getMeeting, screenScope } from './meetingQueries.ts';
import { meetingsJson } from './meetingJson.ts';
import { confirmationOptionsOf } from './confirmationOptions.ts';
import { interclubText } from './messages.ts';
import { setIntermediateScore } from './score.ts';
import { listAbsenceReasons, listAbsences, listCompositionLog, listAvailablePlayers, listTeams } from './teamQueries.ts';

export function interclubRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  /** The meeting as it is now, answered by every call that changes one. */
  const reread = async (user: RequestUser, id: number, request: Parameters<typeof publicBaseOf>[1]) => {
    const meeting = await getMeeting(db, user.clubId, id, publicBaseOf(deps.config, request));
    if (!meeting) throw new ApiError(404, interclubText.unknownMeeting);
    return meeting;
  };

  handle(app, deps, 'teamcomposition/confirmationOptionList', async ({ user }) => confirmationOptionsOf(db, user.clubId));
  // PostgreSQL writes the list's JSON; it is sent as it is.
  handle(app, deps, 'teamcomposition/list', async ({ user, body, request }) => {
    const scope = { clubId: user.clubId, meetingId: body.id, ...screenScope(body, new Date()) };
    return new JsonText(await meetingsJson(db, scope, publicBaseOf(deps.config, request)));
  });
  handle(app, deps, 'teamcomposition/compositionLog', async ({ user, body }) =>
    listCompositionLog(db, user.clubId, body.teamcalendar_id),
  );
  handle(app, deps, 'teamcomposition/participateMeeting', async ({ user, body, request }) => {
    await answerMeeting(db, user, body, true, new Date());
    return reread(user, body.id, request);
  });
  handle(app, deps, 'teamcomposition/denyMeeting', async ({ user, body, request }) => {
    await answerMeeting(db, user, body, false, new Date());
    return reread(user, body.id, request);
  });
  // The answer link (issue 34): no login, the token is the key; unusable tokens are counted per address.
  handle(app, deps, 'teamcomposition/linkMeeting', async ({ body, request }) =>
    linkMeetingView(db, await openAnswerLink(db, request.ip, body.token, new Date())),
  );
  handle(app, deps, 'teamcomposition/linkAnswer', async ({ body, request }) => {
    const now = new Date();
    const link = await openAnswerLink(db, request.ip, body.token, now);
    await answerByLink(db, link, body, now);
    return { ...(await linkMeetingView(db, link)), message: interclubText.linkAnswered };
  });
  handle(app, deps, 'teamcomposition/updateDriver', async ({ user, body, request }) => {
    await registerDriver(db, user, body, new Date());
    return reread(user, body.id, request);
  });
  handle(app, deps, 'teamcomposition/deleteDriver', async ({ user, body, request }) => {
    await removeDriver(db, user, body, new Date());
    return reread(user, body.id, request);
  });
  // Carpool (issue 32): every member reads a meeting's cars, as its line-up; a write answers the carpool as it is now.
  handle(app, deps, 'teamcomposition/carpoolList', async ({ user, body }) => carpoolOf(db, user.clubId, body.meeting_id));
  handle(app, deps, 'teamcomposition/carpoolOffer', async ({ user, body }) => {
    const done = await offerCar(db, user, body, new Date());
    return { ...(await carpoolOf(db, user.clubId, body.meeting_id)), ...done };
  });
  handle(app, deps, 'teamcomposition/carpoolSeat', async ({ user, body }) => {
    const done = await changeSeat(db, user, body, new Date());
    return { ...(await carpoolOf(db, user.clubId, body.meeting_id)), ...done };
  });
  // Follows (issue 34): the caller's own account only.
  handle(app, deps, 'teamcomposition/followedTeams', async ({ user }) => followedTeams(db, user));
  handle(app, deps, 'teamcomposition/followTeam', async ({ user, body }) => followTeam(db, user, body.team_id, body.follow));
  handle(app, deps, 'teamcomposition/update', async ({ user, body, request }) => {
    const error = await saveLineUp(db, user, body, new Date());
    return { error, meeting: await reread(user, body.teamcalendar_id, request) };
  });
  // Every call that sends mail takes one of the user's mails of the hour first.
  const mailQuota = (user: { userId: number }) =>
    takeQuota(db, `mail:${user.userId}`, deps.config.mailLimitPerHour, 3_600_000, interclubText.tooManyMails);
  handle(app, deps, 'teamcomposition/mail', async ({ user, body }) => {
    await mailQuota(user);
    return mailLineUp(db, deps.mailer, user, body, new Date(), mailedLinkBase(deps.config));
  });
  handle(app, deps, 'teamcomposition/icalMail', async ({ user, body, request }) => {
    requireOwn(user, body.member_id, interclubText.notOwnCalendar);
    await mailQuota(user);
    const feeds = await listFeeds(db, { ...user, memberIds: [body.member_id] }, undefined, publicBaseOf(deps.config, request));
    return mailFeedLink(db, deps.mailer, user, feeds[0]!);
  });
  handle(app, deps, 'teamcomposition/absencereasonList', async ({ user }) => listAbsenceReasons(db, user.clubId));
  handle(app, deps, 'teamcomposition/absenceList', async ({ user, body }) => {
    const composer = user.rights.composeAnyTeam || user.rights.composeAsCaptain;
    if (!composer) requireOwn(user, body.member_id, interclubText.notOwnAbsences);
    return listAbsences(db, user.clubId, body.member_id, new Date());
  });
  handle(app, deps, 'team/list', async ({ user }) => listTeams(db, user.clubId));
  handle(app, deps, 'team/playersList', async ({ user, body }) => listAvailablePlayers(db, user.clubId, body.id));
  handle(app, deps, 'team/icalFeed', async ({ user, body, request }) =>
    listFeeds(db, user, body.team_id, publicBaseOf(deps.config, request)),
  );
  handle(app, deps, 'team/icalMail', async ({ user, body, request }) => {
    await requireTeam(db, user.clubId, body.team_id);
    await mailQuota(user);
    const [teamFeed] = await listFeeds(db, { ...user, memberIds: [] }, body.team_id, publicBaseOf(deps.config, request));
    return mailFeedLink(db, deps.mailer, user, teamFeed!);
  });
  handle(app, deps, 'competition/setIntermediateScore', async ({ user, body, request }) => {
    await setIntermediateScore(db, user, body, new Date());
    return reread(user, body.id, request);
  });

  // Calendar apps subscribe with a plain GET and no login: the unguessable token is the key.
  // The feed is written in its member's (or club's) language (feeds.ts); only the 404 follows the app's Accept-Language.
  app.get<{ Params: { file: string } }>('/api/ical/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const calendar = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await feedCalendar(db, token) : undefined;
    if (!calendar) {
      const unknown = inLanguage(languageFromList(request.headers['accept-language']) ?? 'nl', () => interclubText.unknownFeed);
      return reply.status(404).type('text/plain; charset=utf-8').send(unknown);
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(inLanguage(calendar.language, () => renderCalendar(calendar.name, calendar.events)));
  });
}
