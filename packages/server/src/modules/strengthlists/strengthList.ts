import { and, eq } from 'drizzle-orm';
import type { StrengthListEntry } from '@clubhuis/contract/entities/strengthlists';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { disciplineSport } from '@clubhuis/contract/rules/strengthlists';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, disciplines } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { seasonNameOf, tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import { ownList } from './ownList.ts';
import { siteList } from './siteList.ts';
import { strengthListsText } from './messages.ts';

/**
 * sterktelijsten/list.php: the strength list of one of the club's disciplines. Table tennis with a
 * competition site: the site's list (siteList.ts); other sports, or a table tennis club without a
 * site: the club's own list (ownList.ts). A discipline without a list (gym) answers [].
 */
export async function strengthList(
  db: Db,
  tabt: TabtCache,
  user: RequestUser,
  body: { discipline: number; forceRefresh?: boolean },
  now: Date,
): Promise<StrengthListEntry[]> {
  const [row] = await db
    .select({ description: disciplines.description, code: clubs.code, association: clubs.association, frenoyUrl: appConfig.frenoyUrl })
    .from(disciplines)
    .innerJoin(clubs, eq(clubs.id, disciplines.clubId))
    .leftJoin(appConfig, eq(appConfig.clubId, disciplines.clubId))
    .where(and(eq(disciplines.clubId, user.clubId), eq(disciplines.number, body.discipline)));
  if (!row) throw new ApiError(404, strengthListsText.unknownDiscipline);
  const sport = disciplineSport(row.description);
  if (sport === null) return [];
  const site = sport === 'tabletennis' ? tabt.siteOf({ code: row.code, association: row.association }) : null;
  if (!site) return ownList(db, user.clubId, body.discipline, sport);
  const season = tabtSeason(seasonNameOf(brusselsClock(now).date));
  return siteList(db, tabt, site, {
    clubId: user.clubId,
    discipline: body.discipline,
    season,
    refresh: body.forceRefresh ?? false,
    frenoyUrl: row.frenoyUrl ?? '',
  });
}
