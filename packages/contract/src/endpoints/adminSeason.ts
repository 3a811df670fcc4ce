import { z } from 'zod';
import { MAX_NAME, MAX_DESCRIPTION, MAX_REGULATIONS, MAX_EMAIL, SERIES_CAPACITY } from '../rules/admin.ts';
import { Day, endpoint, Flag, Id, Text } from '../endpoint.ts';
import { AdminTeam, AdminTrainingGroup, MomentSeries } from '../entities/admin.ts';
import { CsvFile, Done } from './adminPieces.ts';

// Club administration of the season: play-moment series, trainings, the competition site, teams, leagues and camps.
const Weekday = z.number().int().min(1).max(7);
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The club's weekly play-moment series. */
export const seriesList = endpoint({
  path: 'admin/playermoments/series',
  access: 'admin',
  request: z.object({}),
  response: z.array(MomentSeries),
});

/** A new weekly series: it makes a moment on every such weekday of the period (at most a year). */
export const seriesCreate = endpoint({
  path: 'admin/playermoments/seriesCreate',
  access: 'admin',
  request: z.object({
    discipline: z.enum(['tabletennis', 'badminton']),
    name: Text(MAX_NAME),
    description: Text(MAX_DESCRIPTION).default(''),
    weekday: Weekday,
    startTime: Clock,
    endTime: Clock,
    capacity: z.number().int().min(SERIES_CAPACITY.min).max(SERIES_CAPACITY.max).default(0),
    dateFrom: Day,
    dateTill: Day,
    responsibleIds: z.array(Id).max(10).default([]),
  }),
  response: z.object({ seriesId: z.number().int(), message: z.string() }),
});

/** Ends a series today: its later moments without reservations go. */
export const seriesEnd = endpoint({
  path: 'admin/playermoments/seriesEnd',
  access: 'admin',
  request: z.object({ seriesId: Id }),
  response: Done,
});

/** The club's training groups with trainees and weekly trainings. */
export const trainingGroups = endpoint({
  path: 'admin/training/groups',
  access: 'admin',
  request: z.object({}),
  response: z.array(AdminTrainingGroup),
});

/** Adds (groupId 0) or changes a group: its name and exactly these trainees. */
export const trainingGroupSave = endpoint({
  path: 'admin/training/groupSave',
  access: 'admin',
  request: z.object({ groupId: Id.default(0), name: Text(MAX_NAME), memberIds: z.array(Id).max(200).default([]) }),
  response: z.object({ groupId: z.number().int(), message: z.string() }),
});

/** A weekly training of a group: its moments of the period, with trainer and assistants. */
export const trainingScheduleCreate = endpoint({
  path: 'admin/training/scheduleCreate',
  access: 'admin',
  request: z.object({
    groupId: Id,
    title: Text(MAX_NAME),
    description: Text(MAX_DESCRIPTION).default(''),
    weekday: Weekday,
    startTime: Clock,
    endTime: Clock,
    dateFrom: Day,
    dateTill: Day,
    trainerId: Id.default(0),
    assistentIds: z.array(Id).max(5).default([]),
  }),
  response: z.object({ trainingId: z.number().int(), message: z.string() }),
});

/** The club's trainers (accounts get one as their trainerId). */
export const trainerList = endpoint({
  path: 'admin/training/trainers',
  access: 'admin',
  request: z.object({}),
  response: z.array(z.object({ trainerId: z.number().int(), name: z.string(), memberId: z.number().int() })),
});

/** Makes a member a trainer. */
export const trainerCreate = endpoint({
  path: 'admin/training/trainerCreate',
  access: 'admin',
  request: z.object({ memberId: Id }),
  response: z.object({ trainerId: z.number().int(), message: z.string() }),
});

/** Runs the competition-site sync for the club now and says what it added and changed. */
export const competitionSync = endpoint({
  path: 'admin/competition/sync',
  access: 'admin',
  request: z.object({}),
  response: z.object({
    message: z.string(),
    teamsCreated: z.number().int(),
    teamsUpdated: z.number().int(),
    meetingsCreated: z.number().int(),
    meetingsUpdated: z.number().int(),
    sheetPlayers: z.number().int(),
    rankingRows: z.number().int(),
    listedMembers: z.number().int(),
  }),
});

/** The teams of the club's current season with captain and players. */
export const teamList = endpoint({
  path: 'admin/interclub/teams',
  access: 'admin',
  request: z.object({}),
  response: z.array(AdminTeam),
});

/** Adds (teamId 0, in the current season or the one given) or changes a team: captain, players in order, start index. */
export const teamSave = endpoint({
  path: 'admin/interclub/teamSave',
  access: 'admin',
  request: z.object({
    teamId: Id.default(0),
    season: z.string().regex(/^\d{4}-\d{4}$/).optional(),
    // Left out: a changed team keeps its sport, a new one gets the club's (its association's).
    sport: z.enum(['tabletennis', 'padel', 'badminton']).optional(),
    name: Text(MAX_NAME),
    description: Text(MAX_NAME).default(''),
    division: Text(MAX_NAME).default(''),
    playersPerTeam: z.number().int().min(1).max(6).default(4),
    startPlayerIndex: z.number().int().min(1).max(999).default(1),
    captainMemberId: Id.default(0),
    playerIds: z.array(Id).max(30).default([]),
  }),
  response: z.object({ teamId: z.number().int(), message: z.string() }),
});

/** The club's leagues with their levels and periods (how many poules each has). */
export const leagueOverview = endpoint({
  path: 'admin/league/overview',
  access: 'admin',
  request: z.object({}),
  response: z.array(
    z.object({
      leagueId: z.number().int(),
      description: z.string(),
      /** Active subscribers without a poule in the latest started period, first subscribed first. */
      waiting: z.array(z.object({ subscriptionId: z.number().int(), memberName: z.string(), subscribedAt: z.string() })),
      levels: z.array(z.object({ levelId: z.number().int(), code: z.string(), nrOfPoules: z.number().int(), playersPerPoule: z.number().int() })),
      series: z.array(z.object({ serieId: z.number().int(), serie: z.number().int(), dateFrom: z.string(), dateTill: z.string(), status: z.number().int(), poules: z.number().int() })),
    }),
  ),
});

/** A new period of a league (not started: the draw starts it). */
export const leagueSerieCreate = endpoint({
  path: 'admin/league/serieCreate',
  access: 'admin',
  request: z.object({ leagueId: Id, dateFrom: Day, dateTill: Day }),
  response: z.object({ serieId: z.number().int(), message: z.string() }),
});

/** Draws the poules of a period from the subscriptions (promotion and relegation from the last closed period) and starts it. */
export const leagueDraw = endpoint({
  path: 'admin/league/draw',
  access: 'admin',
  request: z.object({ serieId: Id }),
  response: Done,
});

/** Closes a running period: no more results, its ranking is final. */
export const leagueClose = endpoint({
  path: 'admin/league/close',
  access: 'admin',
  request: z.object({ serieId: Id }),
  response: Done,
});

/** The club's camps with groups (children per group) and trainers. */
export const campList = endpoint({
  path: 'admin/camps/list',
  access: 'admin',
  request: z.object({}),
  response: z.array(
    z.object({
      campId: z.number().int(),
      title: z.string(),
      dateFrom: z.string(),
      dateTill: z.string(),
      responsible: z.string(),
      groups: z.array(z.object({ groupId: z.number().int(), name: z.string(), children: z.number().int() })),
      trainers: z.array(z.object({ memberId: z.number().int(), memberName: z.string() })),
    }),
  ),
});

/** Adds (campId 0: days at most 14, groups at least one) or changes a camp: title, responsible, new groups, trainers. */
export const campSave = endpoint({
  path: 'admin/camps/save',
  access: 'admin',
  request: z.object({
    campId: Id.default(0),
    title: Text(MAX_NAME).pipe(z.string().min(1)),
    dateFrom: Day,
    dateTill: Day,
    responsible: Text(MAX_NAME).default(''),
    groups: z.array(Text(40)).max(20).default([]),
    trainerIds: z.array(Id).max(30).default([]),
  }),
  response: z.object({ campId: z.number().int(), message: z.string() }),
});

/** A camp's children from a CSV file (Voornaam, Naam, Geslacht, Geboortedatum, Groep, …): all rows or none. */
export const campImport = endpoint({
  path: 'admin/camps/import',
  access: 'admin',
  request: z.object({ campId: Id, file: CsvFile }),
  response: Done,
});

/** Adds (materialId 0) or changes camp material; photo: base64 GIF, PNG or JPEG, resized by the app. */
export const campMaterialSave = endpoint({
  path: 'admin/camps/materialSave',
  access: 'admin',
  request: z.object({
    materialId: Id.default(0),
    description: Text(MAX_NAME).pipe(z.string().min(1)),
    stock: z.number().int().min(0).max(10_000).default(0),
    details: Text(MAX_DESCRIPTION).default(''),
    photo: z.string().max(120_000).regex(/^[A-Za-z0-9+/=]*$/).default(''),
  }),
  response: z.object({ materialId: z.number().int(), message: z.string() }),
});

/** Adds (leagueId 0) or changes a league with its levels (strongest first; added or changed by code, never removed). */
export const leagueSave = endpoint({
  path: 'admin/league/save',
  access: 'admin',
  request: z.object({
    leagueId: Id.default(0),
    description: Text(MAX_NAME).pipe(z.string().min(1)),
    information: Text(MAX_REGULATIONS).default(''),
    dateFrom: Day,
    dateTill: Day,
    subscriptionDateFrom: Day,
    subscriptionDateTill: Day,
    maxNrOfSubscriptions: z.number().int().min(4).max(500),
    onlineSubscriptions: Flag.default(true),
    resultsEntry: z.number().int().min(0).max(2).default(1),
    levels: z
      .array(z.object({ code: z.string().regex(/^[A-Z0-9]{1,3}$/), description: Text(40).default(''), nrOfPoules: z.number().int().min(1).max(20) }))
      .min(1)
      .max(10),
  }),
  response: z.object({ leagueId: z.number().int(), message: z.string() }),
});

/** One child subscribed to a camp group by hand (the file is for many at once). */
export const campChildAdd = endpoint({
  path: 'admin/camps/childAdd',
  access: 'admin',
  request: z.object({
    campId: Id,
    groupId: Id,
    firstName: Text(MAX_NAME).pipe(z.string().min(1)),
    lastName: Text(MAX_NAME).pipe(z.string().min(1)),
    gender: z.enum(['M', 'F']),
    birthdate: Day,
    parents: Text(160).default(''),
    email: z.union([z.literal(''), z.email().max(MAX_EMAIL)]).default(''),
    telephone: Text(40).default(''),
    medication: Text(MAX_DESCRIPTION).default(''),
    extraInfo: Text(MAX_DESCRIPTION).default(''),
    photoConsent: Flag.default(false),
  }),
  response: Done,
});
