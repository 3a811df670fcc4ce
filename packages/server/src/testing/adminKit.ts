import type { Db } from '../db/client.ts';
import { insertClub } from '../modules/session/clubs.ts';
import { sessionToken } from './sessionToken.ts';
import { TEST_SECRET } from './testApp.ts';

/** A second club with its own administrator: what that administrator may not see or change of the demo club. */
export async function otherClubAdmin(db: Db): Promise<{ jwt: string; clubId: number }> {
  const { club, admin } = await insertClub(db, {
    code: `T${Math.floor(Math.random() * 1e6)}`,
    name: 'Andere Club',
    association: 'VTTL',
    admin: { email: `beheer-${Math.random().toString(36).slice(2)}@andere.be`, firstName: 'Andere', lastName: 'Beheerder' },
  });
  return { jwt: await sessionToken(db, TEST_SECRET, admin.id, club.id), clubId: club.id };
}
