import type { Db } from '../../db/client.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { closeSerie, drawSerie, insertSerie, leaguesOverview, saveLeague, type LeagueValues } from '../league/seriesAdmin.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

export const leagueOverviewOf = (db: Db, clubId: number) => leaguesOverview(db, clubId);

export async function createLeagueSerie(db: Db, user: RequestUser, body: { leagueId: number; dateFrom: string; dateTill: string }) {
  if (body.dateTill < body.dateFrom) throw new ApiError(400, adminText.periodOrder);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const serie = await insertSerie(t, user.clubId, body.leagueId, body.dateFrom, body.dateTill);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/league/serieCreate', entity: 'league_series', entityId: serie.id, before: null, after: serie });
    return { serieId: serie.id, message: adminText.serieCreated(serie.serie) };
  });
}

export async function drawLeagueSerie(db: Db, user: RequestUser, serieId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const drawn = await drawSerie(t, user.clubId, serieId);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/league/draw', entity: 'league_series', entityId: serieId, before: { status: 1 }, after: { status: 2, ...drawn } });
    return { message: adminText.drawn(drawn.poules, drawn.players, drawn.waiting) };
  });
}

export async function closeLeagueSerie(db: Db, user: RequestUser, serieId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const serie = await closeSerie(t, user.clubId, serieId);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/league/close', entity: 'league_series', entityId: serieId, before: { status: 2 }, after: { status: 9 } });
    return { message: adminText.closed(serie.serie) };
  });
}

/** A league and its levels, with an audit row. */
export async function saveLeagueOf(db: Db, user: RequestUser, body: LeagueValues & { leagueId: number; levels: { code: string; description: string; nrOfPoules: number }[] }) {
  const { leagueId, levels, ...values } = body;
  if (values.dateTill < values.dateFrom || values.subscriptionDateTill < values.subscriptionDateFrom) throw new ApiError(400, adminText.periodOrder);
  if (new Set(levels.map((l) => l.code)).size !== levels.length) throw new ApiError(400, adminText.levelTwice);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await saveLeague(t, user.clubId, leagueId, { ...values, description: values.description.trim() }, levels);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/league/save', entity: 'leagues', entityId: id, before: null, after: { ...values, levels } });
    return { leagueId: id, message: adminText.leagueSaved(values.description.trim()) };
  });
}
