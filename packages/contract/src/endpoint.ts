import { z } from 'zod';

/** Who may call: 'public' needs no token, 'member' needs a valid jwt, 'optional' answers both (less for anonymous callers). */
export type Access = 'public' | 'member' | 'optional';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  access: Access;
  request: Req;
  response: Res;
}

export function endpoint<const P extends string, const A extends Access, Req extends z.ZodObject, Res extends z.ZodType>(def: {
  path: P;
  access: A;
  request: Req;
  response: Res;
}) {
  return def;
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
