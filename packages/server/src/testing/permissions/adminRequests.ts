// The permission walk's requests for club administration: each one the administrator's call succeeds
// with (new rows where a call adds, fresh rows where it removes), so allow is a real 200.
import { eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { leagueSeries, members, sportsCampGroups, users } from '../../db/schema.ts';
import { fileMembers, membersCsv } from '../memberFiles.ts';
import type { PermissionKit, Requests } from './kit.ts';

const inDays = (days: number) => addDays(brusselsClock(new Date()).date, days);
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const noRights = { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false };
let made = 0;

/** A new member of the club, for the calls that erase or promote one. */
async function freshMember({ db, ids }: PermissionKit, lastName: string): Promise<number> {
  const [row] = await db.insert(members).values({ clubId: ids.clubId, firstName: 'Nieuw', lastName: `${lastName} ${++made}`, gender: 'F' }).returning({ id: members.id });
  return row!.id;
}

export const adminRequests = {
  'admin/members/list': () => ({}),
  'admin/members/save': () => ({ firstName: 'Nieuw', lastName: `Lid ${++made}`, gender: 'M' as const }),
  'admin/members/active': ({ ids }: PermissionKit) => ({ memberId: ids.jan, active: 1 }),
  'admin/members/importPreview': () => ({ file: b64(membersCsv(fileMembers(2, 600_000))) }),
  'admin/members/importApply': () => ({ file: b64(membersCsv(fileMembers(2, 700_000))) }),
  'admin/accounts/list': () => ({}),
  'admin/accounts/save': () => ({ email: `account-${++made}@test.clubhuis.be`, firstName: 'Nieuw', lastName: 'Account', rights: noRights }),
  'admin/accounts/invite': async ({ db }: PermissionKit) => {
    const [lid] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'lid@demo.clubhuis.be'));
    return { userId: lid!.id };
  },
  'admin/accounts/inviteAll': () => ({}),
  'admin/audit/list': () => ({}),
  'admin/privacy/export': ({ ids }: PermissionKit) => ({ memberId: ids.jan }),
  'admin/privacy/erase': async (k: PermissionKit) => {
    const memberId = await freshMember(k, 'Gewist');
    return { memberId, confirm: `Nieuw Gewist ${made}` };
  },
  'admin/settings/get': () => ({}),
  // The settings as they are, saved again.
  'admin/settings/save': async ({ t, jwt }: PermissionKit) => {
    const { clubCode: _code, ...settings } = (await t.post('admin/settings/get', { jwt: jwt.administrator })).json;
    return settings;
  },

  'admin/playermoments/series': () => ({}),
  'admin/playermoments/seriesCreate': () => ({ discipline: 'tabletennis' as const, name: 'Vrij spel', weekday: 5, startTime: '19:00', endTime: '21:00', dateFrom: inDays(7), dateTill: inDays(30) }),
  'admin/playermoments/seriesEnd': async ({ t, jwt }: PermissionKit) => {
    const created = await t.post('admin/playermoments/seriesCreate', { jwt: jwt.administrator, discipline: 'badminton', name: 'Te beëindigen', weekday: 6, startTime: '10:00', endTime: '12:00', dateFrom: inDays(7), dateTill: inDays(30) });
    return { seriesId: created.json.seriesId };
  },
  'admin/training/groups': () => ({}),
  'admin/training/groupSave': () => ({ name: `Groep ${++made}` }),
  'admin/training/scheduleCreate': ({ ids }: PermissionKit) => ({ groupId: ids.youthGroup, title: 'Extra training', weekday: 5, startTime: '17:00', endTime: '18:00', dateFrom: inDays(7), dateTill: inDays(30) }),
  'admin/training/trainers': () => ({}),
  'admin/training/trainerCreate': async (k: PermissionKit) => ({ memberId: await freshMember(k, 'Trainer') }),
  'admin/competition/sync': () => ({}),
  'admin/interclub/teams': () => ({}),
  'admin/interclub/teamSave': () => ({ name: `TTC De Demo Z${++made}` }),
  'admin/league/overview': () => ({}),
  'admin/league/serieCreate': ({ ids }: PermissionKit) => ({ leagueId: ids.leagueId, dateFrom: inDays(60), dateTill: inDays(90) }),
  // A period is drawn once the running one is closed; the drawn one is then the one to close.
  'admin/league/draw': async ({ db, ids }: PermissionKit) => {
    await db.update(leagueSeries).set({ status: 9 }).where(eq(leagueSeries.id, ids.ongoingSerie));
    return { serieId: ids.newSerie };
  },
  'admin/league/close': ({ ids }: PermissionKit) => ({ serieId: ids.newSerie }),
  'admin/league/save': () => ({
    description: `Zomerleague ${++made}`,
    dateFrom: inDays(30),
    dateTill: inDays(90),
    subscriptionDateFrom: inDays(0),
    subscriptionDateTill: inDays(20),
    maxNrOfSubscriptions: 16,
    levels: [{ code: 'A', nrOfPoules: 2 }],
  }),
  'admin/camps/list': () => ({}),
  'admin/camps/save': () => ({ title: `Paaskamp ${++made}`, dateFrom: inDays(30), dateTill: inDays(32), groups: ['Kleuters'] }),
  'admin/camps/import': ({ ids }: PermissionKit) => ({
    campId: ids.otherCamp.campId,
    file: b64(`Voornaam;Naam;Geslacht;Geboortedatum;Groep\r\nLien;Import${++made};F;01/01/2018;Dansers`),
  }),
  'admin/camps/materialSave': () => ({ description: `Kegels ${++made}` }),
  'admin/camps/childAdd': async ({ db, ids }: PermissionKit) => {
    const [group] = await db.select({ id: sportsCampGroups.id }).from(sportsCampGroups).where(eq(sportsCampGroups.campId, ids.otherCamp.campId));
    return { campId: ids.otherCamp.campId, groupId: group!.id, firstName: 'Mira', lastName: `Kind ${++made}`, gender: 'F' as const, birthdate: '2017-05-01' };
  },
} satisfies Partial<Requests>;
