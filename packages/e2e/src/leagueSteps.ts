// Steps of the league's browser tests: the menu entry and the demo league's data as the page's own token sees it.
import type { Page } from 'playwright-core';
import { callFromPage } from './pageCalls.ts';

/** The League section is open by default (spec 01 section 2): the entry is one tap away in the menu. */
export async function leagueMenu(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: entry }).click();
}

interface Information {
  series: { serieId: number; status: number }[];
  participations: { poulePlayers: { player: number; memberId: number; memberName: string }[] }[];
}

const informationOf = async (page: Page) => {
  const [league] = (await callFromPage<{ leagueId: number }[]>(page, 'league/list.php')).body;
  return (await callFromPage<Information>(page, 'league/information.php', { leagueid: league!.leagueId, memberid: 0 })).body;
};

/** Another member of the demo league: the second player of the caller's second participation's poule. */
export async function otherPoulePlayer(page: Page): Promise<{ id: number; name: string }> {
  const info = await informationOf(page);
  const p = info.participations[1]!.poulePlayers.find((x) => x.player === 2)!;
  return { id: p.memberId, name: p.memberName };
}

interface OngoingPoule {
  pouleId: number;
  levelCode: string;
  poule: number;
  poulePlayers: { memberId: number; memberName: string; poulePlayerId: number; replacementId: number }[];
  pouleMatches: { pouleGameId: number }[];
}

/** The demo league's poules of the ongoing series. */
export async function ongoingPoules(page: Page) {
  const info = await informationOf(page);
  const serie = info.series.find((s) => s.status === 2)!;
  return (await callFromPage<OngoingPoule[]>(page, 'league/seriePouleList.php', { leagueserieid: serie.serieId })).body;
}
