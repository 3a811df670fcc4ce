import type { Path } from '@clubhuis/contract/catalogue';
import type { Db } from '../db/client.ts';
import type { RequestUser } from './context.ts';

/**
 * Who may read an answer for the rows a notice names, in the notice's clubs: the same tests the reads
 * make (an administrator, a trainer giving those moments, a user linked to those members …), made on
 * the stream's request user, so a stream is told only of answers its user may ask for.
 */
export type Audience =
  | { kind: 'club' }
  | { kind: 'admins' }
  /** Line-up composers: a captain or an interclub leader (composeAsCaptain, composeAnyTeam). */
  | { kind: 'composers' }
  /** Users with one of these trainer ids; every trainer when `ids` is absent. */
  | { kind: 'trainers'; ids?: ReadonlySet<number> }
  /** Users linked to one of these members. */
  | { kind: 'members'; ids: ReadonlySet<number> };

export function reaches(audience: Audience, user: RequestUser): boolean {
  const { rights } = user;
  switch (audience.kind) {
    case 'club':
      return true;
    case 'admins':
      return rights.administrator;
    case 'composers':
      return rights.composeAsCaptain || rights.composeAnyTeam;
    case 'trainers':
      return rights.trainerId > 0 && (!audience.ids || audience.ids.has(rights.trainerId));
    case 'members':
      return user.memberIds.some((id) => audience.ids.has(id));
  }
}

/** The key columns of the changed rows (migration 0020's trigger arguments), or null: too many rows to name. */
export type NoticeKeys = Readonly<Record<string, readonly number[]>> | null;

/** What a rule's audience is worked out from: the changed rows' clubs and keys, and the database for a lookup. */
export interface AudienceInput {
  /** The clubs of the changed rows; null: any club (a notice too big to name them). */
  clubs: readonly number[] | null;
  keys: NoticeKeys;
  db: Db;
}

export type AudienceOf = (input: AudienceInput) => Audience | Promise<Audience>;

/** One table's change: these answers, for whoever of the audiences may read them. */
export interface TopicRule {
  paths: readonly Path[];
  to: readonly AudienceOf[];
}

/** Per table (migration 0020), the answers its change makes stale. */
export type LiveRules = Readonly<Record<string, readonly TopicRule[]>>;

/** A notice worked out: the answers and who may read them, each test resolved (lookups done once per notice). */
export interface ResolvedChange {
  clubs: ReadonlySet<number> | null;
  parts: { paths: readonly string[]; to: Audience[] }[];
  /** Not worked out (no stream of those clubs was open, or a lookup failed): a stream of them must refetch. */
  blind?: true;
}

/** Whether a change concerns this user's club. */
export const touches = (change: ResolvedChange, clubId: number) => !change.clubs || change.clubs.has(clubId);

export const everyone: AudienceOf = () => ({ kind: 'club' });
export const admins: AudienceOf = () => ({ kind: 'admins' });
export const composers: AudienceOf = () => ({ kind: 'composers' });
export const anyTrainer: AudienceOf = () => ({ kind: 'trainers' });

/** Users linked to the members in a key column; without keys, whoever may ask the answer for its own members: the club. */
export function ownersIn(column: string): AudienceOf {
  return ({ keys }) => (keys ? { kind: 'members', ids: new Set(keys[column] ?? []) } : { kind: 'club' });
}

/** Trainers whose id is in one of these key columns (a moment's trainer and assistants); without keys, every trainer. */
export function trainersIn(...columns: string[]): AudienceOf {
  return ({ keys }) => (keys ? { kind: 'trainers', ids: new Set(columns.flatMap((c) => keys[c] ?? [])) } : { kind: 'trainers' });
}

/**
 * An audience the owning module looks up from the ids in a key column (a moment's staff, a camp's
 * trainers); with null ids (no keys) the lookup answers everyone in the clubs who may ask that answer at all.
 */
export function lookedUp(
  column: string,
  lookup: (db: Db, clubs: readonly number[] | null, ids: readonly number[] | null) => Promise<Audience>,
): AudienceOf {
  return ({ db, clubs, keys }) => lookup(db, clubs, keys ? (keys[column] ?? []) : null);
}

export async function resolveChange(rules: readonly TopicRule[], input: AudienceInput): Promise<ResolvedChange> {
  const parts = await Promise.all(rules.map(async (rule) => ({ paths: rule.paths, to: await Promise.all(rule.to.map((of) => of(input))) })));
  return { clubs: input.clubs ? new Set(input.clubs) : null, parts };
}

/** The answers of these changes this user may read (sorted, each once). */
export function pathsFor(user: RequestUser, changes: readonly ResolvedChange[]): string[] {
  const paths = new Set<string>();
  for (const change of changes) {
    if (!touches(change, user.clubId)) continue;
    for (const part of change.parts) if (part.to.some((audience) => reaches(audience, user))) for (const p of part.paths) paths.add(p);
  }
  return [...paths].sort();
}
