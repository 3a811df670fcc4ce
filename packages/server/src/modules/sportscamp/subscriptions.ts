import { asc, eq, inArray } from 'drizzle-orm';
import type { CampSubscription } from '@clubhuis/contract/entities/sportscamp';
import { isBirthdayOn } from '@clubhuis/contract/rules/sportscamp';
import type { Db } from '../../db/client.ts';
import { sportsCampGroups, sportsCampSubscriptions, sportsCamps } from '../../db/schema.ts';

const s = sportsCampSubscriptions;

/**
 * The subscriptions of the given camps only: the caller trains in them, so it reads medication and
 * extra information; children of other camps never reach it.
 */
export async function listSubscriptions(db: Db, campIds: number[], today: string): Promise<CampSubscription[]> {
  if (campIds.length === 0) return [];
  const rows = await db
    .select({ s, camp: sportsCamps.title, group: sportsCampGroups.name })
    .from(s)
    .innerJoin(sportsCamps, eq(sportsCamps.id, s.campId))
    .innerJoin(sportsCampGroups, eq(sportsCampGroups.id, s.groupId))
    .where(inArray(s.campId, campIds))
    .orderBy(asc(s.lastName), asc(s.firstName), asc(s.id));
  return rows.map(({ s: x, camp, group }) => ({
    id: x.id,
    name: `${x.firstName} ${x.lastName}`,
    gender: x.gender,
    birthdate: x.birthdate,
    isBirthdayToday: isBirthdayOn(x.birthdate, today),
    address: x.address,
    email: x.email,
    email2: x.email2,
    telephone: x.telephone,
    telephone2: x.telephone2,
    medication: x.medication,
    experience: x.experience,
    extraInfo: x.extraInfo,
    isMember: x.memberId === null ? '0' : '1',
    parents: x.parents,
    sportsCamp: camp,
    group,
    gdpr: x.photoConsent ? '1' : '0',
  }));
}
