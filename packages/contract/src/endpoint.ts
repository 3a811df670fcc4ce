import { z } from 'zod';

/** Who may call: 'public' needs no token, 'member' needs a valid jwt, 'optional' answers both (less for anonymous callers). */
export type Access = 'public' | 'member' | 'optional';

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
