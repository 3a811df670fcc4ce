import { eq } from 'drizzle-orm';
import type { ClubSettings } from '@clubhuis/contract/entities/admin';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { isHexColour } from '@clubhuis/contract/rules/session';
import { updateClubRow } from '../clubs/clubRows.ts';
import { absenceReasonsOf, confirmationOptionsOf, saveAbsenceReasons, saveConfirmationOptions } from '../interclub/settingsWrites.ts';
import { disciplinesOf, lockConfig, setDisciplines, updateConfig } from '../session/settingsWrites.ts';
import { audit } from './audit.ts';
import { LOGO_IN_LOG } from './auditMessages.ts';
import { adminText } from './messages.ts';

export async function settingsOf(db: Db, clubId: number): Promise<ClubSettings> {
  const [[row], list, reasons, options] = await Promise.all([
    db.select({ club: clubs, config: appConfig }).from(clubs).innerJoin(appConfig, eq(appConfig.clubId, clubs.id)).where(eq(clubs.id, clubId)),
    disciplinesOf(db, clubId),
    absenceReasonsOf(db, clubId),
    confirmationOptionsOf(db, clubId),
  ]);
  const { club, config: c } = row!;
  return {
    clubName: club.name,
    clubCode: club.code,
    association: club.association as ClubSettings['association'],
    title: c.title,
    description: c.description,
    messageOfTheDay: c.messageOfTheDay,
    favicon: c.favicon,
    homePage: c.homePage,
    teamCompositionModule: c.teamCompositionModule,
    teamCompositionsNeedRelease: c.teamCompositionsNeedRelease,
    trainingModule: c.trainingModule,
    additionalTraineeSelection: c.additionalTraineeSelection,
    sportsCampModule: c.sportsCampModule,
    resetPasswordUrl: c.resetPasswordUrl,
    frenoyUrl: c.frenoyUrl,
    primaryColor: c.primaryColor,
    logo: c.logo,
    defaultLanguage: c.defaultLanguage,
    weeklyMailDay: c.weeklyMailDay,
    weeklyMailHour: c.weeklyMailHour,
    disciplines: list.map((d) => d.description),
    absenceReasons: reasons,
    confirmationOptions: options,
  };
}

type SaveBody = Omit<ClubSettings, 'clubCode'>;

/** The app shows these as links: at most 400 characters each, like the favicon. */
const MAX_LINK = 400;

/** GIF, PNG or JPEG by the first bytes of its base64 (as camp material photos are checked). */
const LOGO_DATA = /^data:image\/(gif|png|jpeg);base64,(R0lGOD|iVBORw0KGgo|\/9j\/)[A-Za-z0-9+/]*={0,2}$/;

/** An uploaded image (a data: address of a GIF, PNG or JPEG) or an http(s) address: the app shows it as an img. */
function isLogo(value: string): boolean {
  if (value.startsWith('data:')) return LOGO_DATA.test(value);
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** What the request schema cannot say: link lengths, and one description per confirmation option number. */
function checkSettings(body: SaveBody): void {
  for (const field of ['favicon', 'resetPasswordUrl', 'frenoyUrl'] as const) {
    if (body[field].length > MAX_LINK) throw new ApiError(400, adminText.linkTooLong(field, MAX_LINK));
  }
  if (body.primaryColor !== '' && !isHexColour(body.primaryColor)) throw new ApiError(400, adminText.badColour);
  if (body.logo !== '' && !isLogo(body.logo)) throw new ApiError(400, adminText.badLogo);
  const numbers = body.confirmationOptions.map((o) => o.number);
  if (new Set(numbers).size !== numbers.length) throw new ApiError(400, adminText.optionNumberTwice);
}

/** The log keeps that an image was chosen, not its bytes (a data: address of up to 40,000 characters). */
function forAudit(settings: ClubSettings): ClubSettings {
  return settings.logo.startsWith('data:') ? { ...settings, logo: LOGO_IN_LOG } : settings;
}

/** Everything in one transaction under the config row's lock, with one audit row (before and after). */
export async function saveSettings(db: Db, user: RequestUser, body: SaveBody) {
  checkSettings(body);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockConfig(t, user.clubId);
    const before = await settingsOf(t, user.clubId);
    const { clubName, association, disciplines, absenceReasons, confirmationOptions, ...config } = body;
    await updateClubRow(t, user.clubId, { name: clubName.trim(), association });
    await updateConfig(t, user.clubId, { ...config, title: config.title.trim() });
    await setDisciplines(t, user.clubId, disciplines.map((d) => d.trim()));
    if ((await saveAbsenceReasons(t, user.clubId, absenceReasons.map((r) => ({ ...r, description: r.description.trim() })))) > 0) throw new ApiError(400, adminText.unknownReason);
    await saveConfirmationOptions(t, user.clubId, confirmationOptions);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/settings/save', entity: 'app_config', entityId: user.clubId, before: forAudit(before), after: forAudit(await settingsOf(t, user.clubId)) });
    return { message: adminText.settingsSaved };
  });
}
