import { z } from 'zod';

/**
 * Who may call: 'public' needs no token, 'member' needs a valid jwt, 'optional' answers both (less for
 * anonymous callers), 'admin' needs the jwt of one of the club's administrators (club administration).
 */
export type Access = 'public' | 'member' | 'optional' | 'admin';

/**
 * How a call answers (spec 01 and 02, section 7): 'plain' JSON that fails only on a non-OK status, or
 * 'success' with a `success` flag that fails the call when false too (config, login, trainer and
 * training calls). The server answers errors of a 'success' call in the same { success: false } form.
 */
export type Answer = 'plain' | 'success';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  access: Access;
  answer: Answer;
  request: Req;
  response: Res;
}

export function endpoint<
  const P extends string,
  const A extends Access,
  Req extends z.ZodObject,
  Res extends z.ZodType,
  const W extends Answer = 'plain',
>(def: { path: P; access: A; answer?: W; request: Req; response: Res }) {
  return { ...def, answer: (def.answer ?? 'plain') as W };
}

export const Id = z.number().int().min(0).max(2_147_483_647);

/**
 * NUL and the other control characters have no place in any text; tab, newline and return do. Neither
 * has half of a UTF-16 surrogate pair: it is no character, and PostgreSQL's JSON (the audit log) refuses it.
 */
function hasInvalidCharacters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** Every text field of a request: at most max characters, no control characters, no lone surrogates (a 400 naming the field). */
export function Text(max: number) {
  return z
    .string()
    .max(max)
    .refine((s) => !hasInvalidCharacters(s), { params: { reason: 'invalidCharacters' } });
}

/** A web address (http or https) of at most max characters, with Text's character rules. */
export function WebAddress(max: number) {
  return Text(max).pipe(z.url({ protocol: /^https?$/ }));
}

/** Every date of a request: yyyy-mm-dd of a day that exists (no 2026-02-30, a 29 February only in a leap year). */
export const Day = z.iso.date();

/** A date, or '' for none. */
export const DayOrEmpty = z.union([z.literal(''), Day]);

/**
 * A flag on the wire. The spec writes most flags as 1/0 (presence, checkOut, quitsleague, replace,
 * reserved) and names others without a type (candrive, infuture, returnSecureToken): every flag takes
 * 1/0, '1'/'0' and true/false alike, and nothing else. Handlers get a boolean.
 */
export const Flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

/** The same flag for handlers that store it as 0 or 1. */
export const FlagBit = Flag.transform((on): 0 | 1 => (on ? 1 : 0));

/**
 * A team id in the spec's snake_case (team_id); the earlier camelCase teamId stays accepted. A body
 * with neither names team_id. Handlers read the one id with teamIdOf.
 */
export const TeamIdBody = z
  .object({ team_id: Id.optional(), teamId: Id.optional() })
  .refine((b) => b.team_id !== undefined || b.teamId !== undefined, { path: ['team_id'] });

export function teamIdOf(body: { team_id?: number; teamId?: number }): number {
  return body.team_id ?? body.teamId ?? 0;
}

/** The envelope that config and login answer with (spec 01 section 7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().optional(),
    data: data.nullable(),
    jwt: z.string().optional(),
    expiresIn: z.number().int().optional(),
  });
}
