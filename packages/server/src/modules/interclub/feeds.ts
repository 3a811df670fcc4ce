import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IcalFeed } from '@clubhuis/contract/entities/interclub';
import type { Db } from '../../db/client.ts';
import { icalFeeds, members, teams } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { CalendarEvent } from '../../adapters/ical.ts';
import { feedUrl } from './meetingMapper.ts';
import { listMeetings } from './meetingQueries.ts';
import { interclubText } from './messages.ts';
import type { Language } from '@clubhuis/contract/rules/language';
import { inLanguage } from '../../i18n/language.ts';
import { clubLanguage, memberLanguages } from '../../i18n/recipientLanguage.ts';

/** Feed tokens are made on first use for teams and members that have none yet (added after the seed). */
async function ensureTokens(db: Db, clubId: number, target: { teamIds?: number[]; memberIds?: number[] }): Promise<void> {
  const rows = [
    ...(target.teamIds ?? []).map((teamId) => ({ clubId, teamId, token: newToken() })),
    ...(target.memberIds ?? []).map((memberId) => ({ clubId, memberId, token: newToken() })),
  ];
  if (rows.length) await db.insert(icalFeeds).values(rows).onConflictDoNothing();
}

function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export async function requireTeam(db: Db, clubId: number, teamId: number) {
  const [team] = await db.select().from(teams).where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)));
  if (!team) throw new ApiError(404, interclubText.unknownTeam);
  return team;
}

/** The team's feed (when asked) and one per linked member of the user. */
export async function listFeeds(db: Db, user: RequestUser, teamId: number | undefined, base: string): Promise<IcalFeed[]> {
  const team = teamId === undefined ? undefined : await requireTeam(db, user.clubId, teamId);
  await ensureTokens(db, user.clubId, { teamIds: team ? [team.id] : [], memberIds: user.memberIds });
  const feeds: IcalFeed[] = [];
  if (team) {
    const [row] = await db.select().from(icalFeeds).where(eq(icalFeeds.teamId, team.id));
    feeds.push({ id: row!.id, url: feedUrl(base, row!.token), description: interclubText.teamFeed(team.name) });
  }
  if (user.memberIds.length) {
    const rows = await db
      .select({ feed: icalFeeds, first: members.firstName, last: members.lastName })
      .from(icalFeeds)
      .innerJoin(members, eq(members.id, icalFeeds.memberId))
      .where(and(eq(icalFeeds.clubId, user.clubId), inArray(icalFeeds.memberId, user.memberIds)))
      .orderBy(asc(icalFeeds.id));
    for (const r of rows) {
      feeds.push({ id: r.feed.id, url: feedUrl(base, r.feed.token), description: interclubText.memberFeed(`${r.first} ${r.last}`) });
    }
  }
  return feeds;
}

/**
 * The calendar behind a feed token, or undefined for an unknown token. A calendar app asks it without a
 * login, so no caller's language: it is written in the language of the member whose feed it is (its
 * account's, else the club's), a team's feed in the club's default language.
 */
export async function feedCalendar(
  db: Db,
  token: string,
): Promise<{ name: string; events: CalendarEvent[]; language: Language } | undefined> {
  const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.token, token));
  if (!feed) return undefined;
  const language =
    feed.teamId !== null || feed.memberId === null
      ? await clubLanguage(db, feed.clubId)
      : (await memberLanguages(db, feed.clubId, [feed.memberId])).get(feed.memberId)!;
  return inLanguage(language, async () => {
    const scope = feed.teamId !== null ? { teamId: feed.teamId } : { memberId: feed.memberId ?? 0 };
    const list = await listMeetings(db, { clubId: feed.clubId, ...scope }, '');
    const name = feed.teamId !== null ? (list[0]?.team ?? interclubText.feedTeamName) : interclubText.feedMemberName;
    return {
      name,
      language,
      events: list.map((m) => ({
        uid: `meeting-${m.id}@clubhuis`,
        playDate: m.playDate,
        playTime: m.playTime,
        summary: `${m.team}: ${m.meeting}`,
        location: m.address,
        url: m.frenoyUrl,
        description: [m.weekDescription, m.division, m.score && interclubText.feedScore(m.score)].filter(Boolean).join(' · '),
      })),
    };
  });
}
