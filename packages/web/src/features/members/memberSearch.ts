import type { RequestOf } from '@clubhuis/contract/catalogue';
import type { MemberCard } from '@clubhuis/contract/entities/members';

export type MembersWhich = 'members' | 'trainees';

/** The route parameter: 'trainees' is the trainee overview; 'members', nothing or anything else all active members. */
export function whichOf(param: string | undefined): MembersWhich {
  return param === 'trainees' ? 'trainees' : 'members';
}

/** Lower case without accents, so 'Celine' finds 'Céline'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The members whose name holds every typed word (in any order); an empty search keeps all. */
export function filterMembers(members: readonly MemberCard[], search: string): MemberCard[] {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((m) => {
    const name = normalize(`${m.firstName} ${m.lastName} ${m.memberName}`);
    return words.every((w) => name.includes(w));
  });
}

/** The trainee overview keeps trainees only (traineeState above 0), whatever the server sends. */
export function membersFor(which: MembersWhich, members: readonly MemberCard[]): MemberCard[] {
  return which === 'trainees' ? members.filter((m) => m.traineeState > 0) : [...members];
}

/** The body of member/getList.php: every active member, or the trainees (the server allows that to trainers). */
export function directoryRequest(which: MembersWhich): RequestOf<'member/getList.php'> {
  return which === 'trainees' ? { trainees: true } : { allmembers: true };
}
