import type { Db } from '../db/client.ts';
import { userMembers, userRights, users } from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';

type Rights = Partial<Omit<typeof userRights.$inferInsert, 'userId' | 'clubId'>>;

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  memberEmails: string[];
  rights: Rights;
}

const m = (name: string) => `${name}@demo.clubhuis.be`;

/** The demo logins of the README (password 'demo'); acceptance checks rely on them staying as they are. */
export const demoUsers: DemoUser[] = [
  { email: m('lid'), firstName: 'Jan', lastName: 'Peeters', memberEmails: [m('jan.peeters')], rights: { homePage: 3 } },
  {
    email: m('ouder'),
    firstName: 'Sofie',
    lastName: 'Maes',
    memberEmails: [m('emma.maes'), m('lucas.maes')],
    rights: { homePage: 3 },
  },
  {
    email: m('kapitein'),
    firstName: 'Tom',
    lastName: 'Claes',
    memberEmails: [m('tom.claes')],
    rights: { homePage: 2, composeAsCaptain: true },
  },
  {
    email: m('leider'),
    firstName: 'Els',
    lastName: 'Wouters',
    memberEmails: [m('els.wouters')],
    rights: { homePage: 4, composeAnyTeam: true, playerMoments: true },
  },
  {
    email: m('trainer'),
    firstName: 'Koen',
    lastName: 'Jacobs',
    memberEmails: [m('koen.jacobs')],
    rights: { homePage: 3, trainerId: 1, trainerProfile: 'Hoofdtrainer', hasSportsCamp: true },
  },
  {
    email: m('league'),
    firstName: 'Lore',
    lastName: 'Willems',
    memberEmails: [m('lore.willems')],
    rights: { homePage: 1, enterAnyLeagueResult: true, leaguePlayerMomentInfo: true, playerMoments: true },
  },
  // The club's administrator: an account of its own, no member of its own to answer for.
  { email: m('beheer'), firstName: 'Hilde', lastName: 'Verbeke', memberEmails: [], rights: { homePage: 3, administrator: true } },
];

export async function seedDemoUsers(db: Db, clubId: number, memberIdByEmail: Map<string, number>, list: DemoUser[] = demoUsers): Promise<void> {
  for (const u of list) {
    const [user] = await db
      .insert(users)
      .values({ clubId, email: u.email, passwordHash: await hashPassword('demo'), firstName: u.firstName, lastName: u.lastName })
      .returning({ id: users.id });
    await db.insert(userRights).values({ userId: user!.id, clubId, ...u.rights });
    if (u.memberEmails.length === 0) continue;
    await db.insert(userMembers).values(
      u.memberEmails.map((e, position) => ({ clubId, userId: user!.id, memberId: memberIdByEmail.get(e)!, position })),
    );
  }
}
