import { z } from 'zod';
import { MAX_NAME, MAX_DESCRIPTION, MAX_EMAIL, MEMBER_FIELD_MAX } from '../rules/admin.ts';
import { ASSOCIATIONS, MAX_LOGO } from '../rules/session.ts';
import { WEEKLY_MAIL_DEFAULT } from '../rules/home.ts';
import { DayOrEmpty, endpoint, Flag, Id, Text, WebAddress } from '../endpoint.ts';
import { AccountRights, AdminAccount, AdminMember, AuditEntry, ClubSettings, ImportPlan } from '../entities/admin.ts';
import { CsvFile, Done } from './adminPieces.ts';

// Club administration of the club itself: members, accounts, the log, settings and privacy.

/** One page (50) of the club's members, searched on name, e-mail or federation number. */
export const memberList = endpoint({
  path: 'admin/members/list',
  access: 'admin',
  request: z.object({ search: Text(MAX_NAME).default(''), inactive: Flag.default(false), offset: z.number().int().min(0).max(100_000).default(0) }),
  response: z.object({ total: z.number().int(), members: z.array(AdminMember) }),
});

/** Adds (memberId 0) or changes a member. */
export const memberSave = endpoint({
  path: 'admin/members/save',
  access: 'admin',
  request: z.object({
    memberId: Id.default(0),
    firstName: Text(MAX_NAME),
    lastName: Text(MAX_NAME),
    gender: z.enum(['M', 'F']),
    birthdate: DayOrEmpty.default(''),
    address: Text(MEMBER_FIELD_MAX.address).default(''),
    email: z.union([z.literal(''), z.email().max(MEMBER_FIELD_MAX.email)]).default(''),
    telephone: Text(MEMBER_FIELD_MAX.telephone).default(''),
    mobile: Text(MEMBER_FIELD_MAX.mobile).default(''),
    associationId: Text(MEMBER_FIELD_MAX.associationId).default(''),
    ranking: Text(MEMBER_FIELD_MAX.ranking).default(''),
  }),
  response: z.object({ memberId: z.number().int(), message: z.string() }),
});

/** A member stops (active 0) or becomes a member again (active 1); results and history stay. */
export const memberActive = endpoint({
  path: 'admin/members/active',
  access: 'admin',
  request: z.object({ memberId: Id, active: Flag }),
  response: Done,
});

/** What importing this members file would do, row by row; changes nothing. */
export const memberImportPreview = endpoint({
  path: 'admin/members/importPreview',
  access: 'admin',
  request: z.object({ file: CsvFile }),
  response: ImportPlan,
});

/** Imports the file: all its rows, or with skipRefused the rows that are not refused; all or nothing. */
export const memberImportApply = endpoint({
  path: 'admin/members/importApply',
  access: 'admin',
  request: z.object({ file: CsvFile, skipRefused: Flag.default(false) }),
  response: z.object({ message: z.string(), counts: ImportPlan.shape.counts }),
});

/** The club's user accounts with their members and rights. */
export const accountList = endpoint({
  path: 'admin/accounts/list',
  access: 'admin',
  request: z.object({ search: Text(MAX_NAME).default('') }),
  response: z.array(AdminAccount),
});

/** Adds (userId 0) or changes an account: its name, e-mail, members and rights. */
export const accountSave = endpoint({
  path: 'admin/accounts/save',
  access: 'admin',
  request: z.object({
    userId: Id.default(0),
    email: z.email().max(MAX_EMAIL),
    firstName: Text(MAX_NAME),
    lastName: Text(MAX_NAME),
    active: Flag.default(true),
    memberIds: z.array(Id).max(10).default([]),
    rights: AccountRights,
  }),
  response: z.object({ userId: z.number().int(), message: z.string() }),
});

/** Mails the account a one-time link to set its password (valid 7 days). */
export const accountInvite = endpoint({
  path: 'admin/accounts/invite',
  access: 'admin',
  request: z.object({ userId: Id }),
  response: Done,
});

/**
 * Mails a link to every active account without a password and without a working invitation: the whole
 * club in one call, within a larger hourly count of its own; what does not fit waits for the next hour.
 */
export const accountInviteAll = endpoint({
  path: 'admin/accounts/inviteAll',
  access: 'admin',
  request: z.object({}),
  response: z.object({ message: z.string(), invited: z.number().int(), waiting: z.number().int() }),
});

/** The latest changes made through club administration (50 a page). */
export const auditList = endpoint({
  path: 'admin/audit/list',
  access: 'admin',
  request: z.object({ offset: z.number().int().min(0).max(1_000_000).default(0) }),
  response: z.array(AuditEntry),
});

/** GDPR access: everything the club keeps about one member, as one JSON document. */
export const privacyExport = endpoint({
  path: 'admin/privacy/export',
  access: 'admin',
  request: z.object({ memberId: Id }),
  response: z.object({
    exportedAt: z.string(),
    member: z.record(z.string(), z.unknown()),
    accounts: z.array(z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), active: z.boolean() })),
    data: z.record(z.string(), z.array(z.unknown())),
  }),
});

/** GDPR erasure: the member's personal data goes; results and statistics stay, anonymised. confirm: its name. */
export const privacyErase = endpoint({
  path: 'admin/privacy/erase',
  access: 'admin',
  request: z.object({ memberId: Id, confirm: Text(170) }),
  response: Done,
});

export const settingsGet = endpoint({
  path: 'admin/settings/get',
  access: 'admin',
  request: z.object({}),
  response: ClubSettings,
});

/** Saves the club's settings and lists; absence reasons and confirmation options are added or renamed, never removed. */
export const settingsSave = endpoint({
  path: 'admin/settings/save',
  access: 'admin',
  request: z.object({
    clubName: Text(MAX_NAME),
    association: z.enum(ASSOCIATIONS),
    title: Text(MAX_NAME),
    description: Text(MAX_DESCRIPTION).default(''),
    messageOfTheDay: Text(MAX_DESCRIPTION).default(''),
    favicon: z.union([z.literal(''), WebAddress(400)]).default(''),
    homePage: z.number().int().min(1).max(4).default(3),
    teamCompositionModule: Flag.default(true),
    teamCompositionsNeedRelease: Flag.default(true),
    trainingModule: Flag.default(false),
    additionalTraineeSelection: z.number().int().min(0).max(3).default(0),
    sportsCampModule: Flag.default(false),
    // The server words a link over 400 characters itself ('te lang'); the schema only bounds the text.
    resetPasswordUrl: z.union([z.literal(''), z.string().regex(/^#\/[\w/-]*$/), WebAddress(2000)]).default(''),
    frenoyUrl: z.union([z.literal(''), WebAddress(2000)]).default(''),
    // The server words a wrong colour or logo itself (which form it must have); the schema only bounds the text.
    primaryColor: Text(20).default(''),
    logo: Text(MAX_LOGO).default(''),
    defaultLanguage: z.enum(['nl', 'fr']).default('nl'),
    weeklyMailDay: z.number().int().min(1).max(7).default(WEEKLY_MAIL_DEFAULT.day),
    weeklyMailHour: z.number().int().min(0).max(23).default(WEEKLY_MAIL_DEFAULT.hour),
    disciplines: z.array(Text(40).pipe(z.string().min(1))).min(1).max(10),
    absenceReasons: z.array(z.object({ id: Id, description: Text(MAX_NAME).pipe(z.string().min(1)) })).max(30).default([]),
    confirmationOptions: z
      .array(z.object({ number: z.number().int().min(1).max(20), description: Text(MAX_NAME).pipe(z.string().min(1)), participate: z.number().int().min(0).max(1), color: Text(20).default('') }))
      .max(20)
      .default([]),
  }),
  response: Done,
});
