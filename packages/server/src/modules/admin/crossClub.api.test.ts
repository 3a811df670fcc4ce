import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';
import { leagueSeries, leagues, members, sportsCampMaterials, sportsCamps, teams, trainingGroups, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';

// Another club's administrator, with ids of the demo club's rows in every call that takes one.
let t: TestApp;
let other: string;
const ids: Record<string, number> = {};

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable) || getTableConfig(table).name === 'audit_log' || getTableConfig(table).name === 'call_quotas') continue;
    const [{ n }] = (await t.database.db.select({ n: count() }).from(table)) as [{ n: number }];
    out[getTableConfig(table).name] = n;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  other = (await otherClubAdmin(db)).jwt;
  const first = async (table: PgTable & { id: unknown }) => ((await db.select({ id: (table as typeof members).id }).from(table as typeof members).limit(1))[0]!.id);
  ids.member = (await db.select({ id: members.id }).from(members).where(eq(members.email, 'jan.peeters@demo.clubhuis.be')))[0]!.id;
  ids.user = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'lid@demo.clubhuis.be')))[0]!.id;
  ids.group = await first(trainingGroups);
  ids.team = await first(teams);
  ids.league = await first(leagues);
  ids.serie = await first(leagueSeries);
  ids.camp = await first(sportsCamps);
  ids.material = await first(sportsCampMaterials);
});
afterAll(() => t.close());

describe("another club's administrator", () => {
  it("reads nothing of this club and changes nothing, whatever ids it sends", async () => {
    const before = await rowCounts();
    const day = '2027-01-06';
    const cases: [string, Record<string, unknown>][] = [
      ['admin/members/save', { memberId: ids.member, firstName: 'X', lastName: 'Y', gender: 'M' }],
      ['admin/members/active', { memberId: ids.member, active: 0 }],
      ['admin/accounts/save', { userId: ids.user, email: 'nieuw@andere.be', firstName: 'X', lastName: 'Y', rights: { composeAsCaptain: true, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: true } }],
      ['admin/accounts/invite', { userId: ids.user }],
      ['admin/training/groupSave', { groupId: ids.group, name: 'Overgenomen' }],
      ['admin/training/scheduleCreate', { groupId: ids.group, title: 'X', weekday: 1, startTime: '10:00', endTime: '11:00', dateFrom: day, dateTill: day }],
      ['admin/training/trainerCreate', { memberId: ids.member }],
      ['admin/interclub/teamSave', { teamId: ids.team, name: 'Overgenomen' }],
      ['admin/privacy/export', { memberId: ids.member }],
      ['admin/privacy/erase', { memberId: ids.member, confirm: 'Jan Peeters' }],
      ['admin/league/save', { leagueId: ids.league, description: 'X', dateFrom: day, dateTill: day, subscriptionDateFrom: day, subscriptionDateTill: day, maxNrOfSubscriptions: 8, levels: [{ code: 'A', nrOfPoules: 1 }] }],
      ['admin/league/serieCreate', { leagueId: ids.league, dateFrom: day, dateTill: day }],
      ['admin/league/draw', { serieId: ids.serie }],
      ['admin/league/close', { serieId: ids.serie }],
      ['admin/camps/save', { campId: ids.camp, title: 'X', dateFrom: day, dateTill: day }],
      ['admin/camps/import', { campId: ids.camp, file: Buffer.from('Voornaam;Naam;Geslacht;Geboortedatum;Groep\r\nA;B;M;01/01/2018;X').toString('base64') }],
      ['admin/camps/childAdd', { campId: ids.camp, groupId: 1, firstName: 'A', lastName: 'B', gender: 'M', birthdate: '2018-01-01' }],
      ['admin/camps/materialSave', { materialId: ids.material, description: 'Overgenomen' }],
    ];
    for (const [path, body] of cases) {
      const res = await t.postRaw(path, { jwt: other, ...body });
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(await rowCounts()).toEqual(before);
    const lists = await Promise.all(
      (['admin/members/list', 'admin/accounts/list', 'admin/playermoments/series', 'admin/training/groups', 'admin/training/trainers', 'admin/camps/list', 'admin/league/overview'] as const).map((p) => t.postRaw(p, { jwt: other })),
    );
    for (const l of lists) expect(JSON.stringify(l.json)).not.toMatch(/Peeters|TTC De Demo|Padelleague|Herfstkamp|demo\.clubhuis/);
    const teamsOfOther = await t.postRaw('admin/interclub/teams', { jwt: other });
    expect(teamsOfOther.json).toEqual([]);
  });
});
