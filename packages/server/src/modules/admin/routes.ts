import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import { mailedLinkBase } from '../../http/publicBase.ts';
import { takeQuota } from '../../http/quota.ts';
import { inviteAccount, listAccounts, saveAccount } from './accountAdmin.ts';
import { inviteAll } from './inviteAll.ts';
import { listAudit } from './auditList.ts';
import { syncNow } from './competitionSync.ts';
import { tabtCacheFor } from '../../adapters/tabt/tabtCache.ts';
import { listMembers, saveMember, setMemberActive } from './memberAdmin.ts';
import { createSchedule, createSeries, createTrainer, groupsOfClub, saveGroup, seriesOfClub, stopSeries, trainersOfClub } from './schedulesAdmin.ts';
import { applyImport, previewImport } from './memberImport.ts';
import { adminText } from './messages.ts';
import { eraseMember, exportMember } from './privacy.ts';
import { saveSettings, settingsOf } from './settingsAdmin.ts';
import { addChild, campsOf, importChildren, saveCamp, saveCampMaterial } from './campAdmin.ts';
import { closeLeagueSerie, createLeagueSerie, drawLeagueSerie, leagueOverviewOf, saveLeagueOf } from './leagueAdmin.ts';
import { saveTeam, teamsOfClub } from './teamAdmin.ts';
import { brusselsClock } from '@clubhuis/contract/rules/clock';

/** Club administration: every call is 'admin' in the catalogue, so bind() refuses anyone else (403). */
export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'admin/members/list', ({ user, body }) => listMembers(db, user.clubId, body));
  handle(app, deps, 'admin/members/save', ({ user, body }) => saveMember(db, user, body));
  handle(app, deps, 'admin/members/active', ({ user, body }) => setMemberActive(db, user, body));
  handle(app, deps, 'admin/members/importPreview', ({ user, body }) => previewImport(db, user.clubId, body.file, brusselsClock(new Date()).date));
  handle(app, deps, 'admin/members/importApply', ({ user, body }) => applyImport(db, user, body, brusselsClock(new Date()).date));
  handle(app, deps, 'admin/accounts/list', ({ user, body }) => listAccounts(db, user.clubId, body.search));
  handle(app, deps, 'admin/accounts/save', ({ user, body }) => saveAccount(db, user, body));
  // Invitations count apart from the other mails, by a limit sized for a club (one by one, or all at once).
  handle(app, deps, 'admin/accounts/invite', async ({ user, body }) => {
    await takeQuota(db, `invite:${user.userId}`, deps.config.inviteLimitPerHour, 3_600_000, adminText.tooManyInvites);
    return inviteAccount(db, deps.mailer, user, body.userId, mailedLinkBase(deps.config));
  });
  handle(app, deps, 'admin/accounts/inviteAll', ({ user }) => inviteAll(db, deps.mailer, user, mailedLinkBase(deps.config), deps.config.inviteAllLimitPerHour));
  handle(app, deps, 'admin/audit/list', ({ user, body }) => listAudit(db, user.clubId, body.offset));
  const today = () => brusselsClock(new Date()).date;
  handle(app, deps, 'admin/playermoments/series', ({ user }) => seriesOfClub(db, user.clubId, today()));
  handle(app, deps, 'admin/playermoments/seriesCreate', ({ user, body }) => createSeries(db, user, body));
  handle(app, deps, 'admin/playermoments/seriesEnd', ({ user, body }) => stopSeries(db, user, body.seriesId, today()));
  handle(app, deps, 'admin/training/groups', ({ user }) => groupsOfClub(db, user.clubId));
  handle(app, deps, 'admin/training/groupSave', ({ user, body }) => saveGroup(db, user, body));
  handle(app, deps, 'admin/training/scheduleCreate', ({ user, body }) => createSchedule(db, user, body));
  handle(app, deps, 'admin/training/trainers', ({ user }) => trainersOfClub(db, user.clubId));
  const tabt = tabtCacheFor(db, deps.config.tabt, { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) });
  handle(app, deps, 'admin/camps/list', ({ user }) => campsOf(db, user.clubId, today()));
  handle(app, deps, 'admin/camps/save', ({ user, body }) => saveCamp(db, user, body));
  handle(app, deps, 'admin/camps/import', ({ user, body }) => importChildren(db, user, body, today()));
  handle(app, deps, 'admin/camps/childAdd', ({ user, body }) => addChild(db, user, body));
  handle(app, deps, 'admin/camps/materialSave', ({ user, body }) => saveCampMaterial(db, user, body));
  handle(app, deps, 'admin/league/overview', ({ user }) => leagueOverviewOf(db, user.clubId));
  handle(app, deps, 'admin/league/save', ({ user, body }) => saveLeagueOf(db, user, body));
  handle(app, deps, 'admin/league/serieCreate', ({ user, body }) => createLeagueSerie(db, user, body));
  handle(app, deps, 'admin/league/draw', ({ user, body }) => drawLeagueSerie(db, user, body.serieId));
  handle(app, deps, 'admin/league/close', ({ user, body }) => closeLeagueSerie(db, user, body.serieId));
  handle(app, deps, 'admin/settings/get', ({ user }) => settingsOf(db, user.clubId));
  handle(app, deps, 'admin/settings/save', ({ user, body }) => saveSettings(db, user, body));
  handle(app, deps, 'admin/privacy/export', ({ user, body }) => exportMember(db, user, body.memberId));
  handle(app, deps, 'admin/privacy/erase', ({ user, body }) => eraseMember(db, user, body));
  handle(app, deps, 'admin/interclub/teams', ({ user }) => teamsOfClub(db, user.clubId));
  handle(app, deps, 'admin/interclub/teamSave', ({ user, body }) => saveTeam(db, user, body, today()));
  handle(app, deps, 'admin/competition/sync', ({ user }) => syncNow(db, tabt, user, new Date()));
  handle(app, deps, 'admin/training/trainerCreate', ({ user, body }) => createTrainer(db, user, body.memberId));
}
