import type { members } from '../db/schema.ts';
import { firstNames, lastNames, rankings, streets } from './demoNames.ts';

type NewMember = Omit<typeof members.$inferInsert, 'clubId'>;

const DOMAIN = 'demo.clubhuis.be';

function member(first: string, last: string, gender: 'M' | 'F', i: number, extra: Partial<NewMember> = {}): NewMember {
  const slug = `${first}.${last}`.toLowerCase().replace(/\s+/g, '');
  return {
    firstName: first,
    lastName: last,
    gender,
    address: `${streets[i % streets.length]} ${(i * 7) % 120 + 1}, 9000 Gent`,
    email: `${slug}@${DOMAIN}`,
    telephone: `09 2${String(100000 + i * 3571).slice(-6)}`,
    mobile: `0470 ${String(100000 + i * 7919).slice(-6)}`,
    birthdate: `${1960 + (i * 7) % 50}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    ranking: rankings[i % rankings.length]!,
    associationId: String(500000 + i * 137),
    memberState: 1,
    ...extra,
  };
}

/** The named members behind the demo logins, then generated club members (a few former members among them). */
export function demoMembers(): NewMember[] {
  const named: NewMember[] = [
    member('Jan', 'Peeters', 'M', 1, { ranking: 'C2' }),
    member('Emma', 'Maes', 'F', 2, { ranking: 'E4', birthdate: '2013-04-12', trainingGroups: 'Jeugd A', traineeState: 1 }),
    member('Lucas', 'Maes', 'M', 3, { ranking: 'NG', birthdate: '2016-09-30', trainingGroups: 'Jeugd B', traineeState: 1 }),
    member('Tom', 'Claes', 'M', 4, { ranking: 'C0' }),
    member('Els', 'Wouters', 'F', 5, { ranking: 'B4' }),
    member('Koen', 'Jacobs', 'M', 6, { ranking: 'C4' }),
    member('Lore', 'Willems', 'F', 7, { ranking: 'D2' }),
  ];
  const generated: NewMember[] = [];
  for (let i = 0; i < 53; i++) {
    const gender = i % 3 === 2 ? 'F' : 'M';
    const names = firstNames[gender];
    const first = names[(i * 7) % names.length]!;
    const last = lastNames[(i * 3 + Math.floor(i / lastNames.length)) % lastNames.length]!;
    generated.push(
      member(first, last, gender, 10 + i, {
        // Every ninth member has left the club: never listed among active members.
        memberState: i % 9 === 8 ? 2 : 1,
        email: `${first}.${last}.${i}@${DOMAIN}`.toLowerCase().replace(/\s+/g, ''),
        trainingGroups: i % 5 === 0 ? 'Recreanten' : '',
        traineeState: i % 5 === 0 ? 1 : 0,
      }),
    );
  }
  return [...named, ...generated];
}
