// Multiplies the demo club's season for the statement-count benchmark: copies every team with its
// meetings, line-ups and confirmations, so the club has `factor` times as many of each. `ownMember`
// stays in their own teams only (out of the copies), as a member of a bigger club would.
import { eq } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client.ts';
import { meetingConfirmations, meetingPlayers, meetings, teams } from '../packages/server/src/db/schema.ts';

export async function scaleSeason(db: Db, factor: number, ownMember?: number): Promise<void> {
  const others = <T extends { memberId: number }>(rows: T[]) => rows.filter((r) => r.memberId !== ownMember);
  const originals = await db.select().from(teams);
  for (let k = 2; k <= factor; k++) {
    for (const { id: teamId, ...team } of originals) {
      const [copy] = await db.insert(teams).values({ ...team, name: `${team.name} (${k})` }).returning({ id: teams.id });
      const rows = await db.select().from(meetings).where(eq(meetings.teamId, teamId));
      for (const { id: meetingId, ...m } of rows) {
        const [mc] = await db.insert(meetings).values({ ...m, teamId: copy!.id }).returning({ id: meetings.id });
        const players = others(await db.select().from(meetingPlayers).where(eq(meetingPlayers.meetingId, meetingId)));
        if (players.length) await db.insert(meetingPlayers).values(players.map((p) => ({ ...p, meetingId: mc!.id })));
        const answers = others(await db.select().from(meetingConfirmations).where(eq(meetingConfirmations.meetingId, meetingId)));
        if (answers.length) await db.insert(meetingConfirmations).values(answers.map((a) => ({ ...a, meetingId: mc!.id })));
      }
    }
  }
}
