import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '@clubhuis/contract/entities/session';
import { clubPalette } from '@clubhuis/contract/rules/clubPalette';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, disciplines } from '../../db/schema.ts';

/** The club's app config; by code, else the first club (a deployment for one club needs no code). */
export async function loadAppConfig(db: Db, clubCode: string | undefined): Promise<AppConfig | null> {
  const base = db
    .select({ club: clubs, config: appConfig })
    .from(clubs)
    .innerJoin(appConfig, eq(appConfig.clubId, clubs.id));
  const [row] = await (clubCode ? base.where(eq(clubs.code, clubCode)) : base.orderBy(asc(clubs.id))).limit(1);
  if (!row) return null;
  const list = await db
    .select({ id: disciplines.number, description: disciplines.description })
    .from(disciplines)
    .where(eq(disciplines.clubId, row.club.id))
    .orderBy(asc(disciplines.number));
  const c = row.config;
  return {
    title: c.title,
    description: c.description,
    favicon: c.favicon,
    homePage: c.homePage,
    messageOfTheDay: c.messageOfTheDay,
    clubName: row.club.name,
    clubCode: row.club.code,
    association: row.club.association,
    disciplines: list,
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
  };
}

/** The browser bar's and installed app's colour: the header's (the club's primary shade), Mantine's blue without a club. */
export function themeColourOf(config: AppConfig | null): string {
  const palette = clubPalette(config?.primaryColor ?? '');
  return palette.shades[palette.primaryShade]!;
}

/**
 * Config is read on every app start by every member, and changes a few times a season:
 * each process keeps it for a few seconds instead of asking the database each time.
 */
export function cachedConfigLoader(db: Db, ttlSeconds: number) {
  const cache = new Map<string, { at: number; value: Promise<AppConfig | null> }>();
  return (clubCode: string | undefined): Promise<AppConfig | null> => {
    const key = clubCode ?? '';
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlSeconds * 1000) return hit.value;
    const value = loadAppConfig(db, clubCode);
    cache.set(key, { at: Date.now(), value });
    // Only clubs are kept: unknown codes sent by anyone must not grow the cache.
    value.then((config) => config ?? cache.delete(key)).catch(() => cache.delete(key));
    return value;
  };
}
