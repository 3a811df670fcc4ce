import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { handle, type AppDeps } from '../../http/bind.ts';
import { teamConfirmationOptions } from '../../db/schema.ts';

export function interclubRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, 'teamcomposition/confirmationOptionList', async ({ user }) => {
    const rows = await deps.db
      .select()
      .from(teamConfirmationOptions)
      .where(eq(teamConfirmationOptions.clubId, user.clubId))
      .orderBy(asc(teamConfirmationOptions.number));
    return rows.map((o) => ({
      teamConfirmationOptionId: o.number,
      id: o.number,
      description: o.description,
      participate: o.participate === 1 ? (1 as const) : (0 as const),
      variant: o.variant,
      color: o.color,
      remarks: o.remarks,
    }));
  });
}
