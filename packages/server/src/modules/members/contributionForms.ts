import { and, eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { clubs, contributionForms, members } from '../../db/schema.ts';
import type { LinkKeys } from '../../auth/links.ts';
import type { RequestUser } from '../../http/context.ts';
import { requireOwn } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { isLanguage, type Language } from '@clubhuis/contract/rules/language';
import type { ContributionFormData } from './contributionFormPdf.ts';
import { membersText } from './messages.ts';

/** How long a form's link works: long enough to open it, too short to pass around. */
export const FORM_LINK_SECONDS = 300;
const SUBJECT = 'contributionform:';

/** A season (September to August) around a date, for forms stored without their period. */
function seasonAround(date: string): [string, string] {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 9 ? year : year - 1;
  return [`${start}-09-01`, `${start + 1}-08-31`];
}

/**
 * contributionform/contributionform_url.php: a link to the form's PDF, only for the forms of the user's
 * own linked members. The link needs no login (the phone's PDF viewer opens it) and is signed and
 * short-lived instead. It carries the caller's language (issue 33): the viewer's own Accept-Language
 * need not be the member's choice, and the PDF is written in the language of whoever asked for it.
 */
export async function contributionFormLink(db: Db, links: LinkKeys, user: RequestUser, id: number, base: string): Promise<{ url: string }> {
  const [form] = await db
    .select({ memberId: contributionForms.memberId })
    .from(contributionForms)
    .where(and(eq(contributionForms.id, id), eq(contributionForms.clubId, user.clubId)));
  if (!form) throw new ApiError(404, membersText.unknownForm);
  requireOwn(user, form.memberId, membersText.notYourForm);
  return { url: `${base}/api/contributionform/${links.sign(`${SUBJECT}${id}:${currentLanguage()}`, FORM_LINK_SECONDS)}.pdf` };
}

/**
 * The form a valid link names, with everything it prints and the language to print it in (null: the
 * link names none, the viewer's Accept-Language decides); undefined for a bad, expired or stale link.
 */
export async function contributionFormByLink(
  db: Db,
  links: LinkKeys,
  token: string,
  now: Date,
): Promise<{ form: ContributionFormData; language: Language | null } | undefined> {
  const subject = links.verify(token, now);
  if (!subject?.startsWith(SUBJECT)) return undefined;
  const [idText = '', languageText] = subject.slice(SUBJECT.length).split(':');
  const id = Number(idText);
  if (!Number.isInteger(id)) return undefined;
  const language = isLanguage(languageText) ? languageText : null;
  const [row] = await db
    .select({ form: contributionForms, member: members, club: clubs })
    .from(contributionForms)
    .innerJoin(members, eq(members.id, contributionForms.memberId))
    .innerJoin(clubs, eq(clubs.id, contributionForms.clubId))
    .where(eq(contributionForms.id, id));
  if (!row) return undefined;
  const today = brusselsClock(now).date;
  const [from, to] = seasonAround(row.form.paidOn ?? today);
  const form: ContributionFormData = {
    club: { name: row.club.name, code: row.club.code, association: row.club.association },
    member: { name: `${row.member.firstName} ${row.member.lastName}`, address: row.member.address, birthdate: row.member.birthdate },
    description: row.form.description,
    periodFrom: row.form.periodFrom ?? from,
    periodTo: row.form.periodTo ?? to,
    amount: row.form.amount,
    paidOn: row.form.paidOn,
    today,
  };
  return { form, language };
}
