import { rankings } from './demoNames.ts';

export interface SeasonMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  ranking: string;
  memberState: number;
  trainingGroups: string;
}

/** A member on a sport's competition list; index number = list number in the demo. */
export interface ListedPlayer {
  member: SeasonMember;
  index: number;
}

const mail = (name: string) => `${name}@demo.clubhuis.be`;
export const JAN = mail('jan.peeters');
export const TOM = mail('tom.claes');
export const ELS = mail('els.wouters');
export const KOEN = mail('koen.jacobs');
export const LORE = mail('lore.willems');
const NAMED_PLAYERS = [JAN, TOM, ELS, KOEN, LORE];
const NAMED = new Set([...NAMED_PLAYERS, mail('emma.maes'), mail('lucas.maes')]);

const TT_LIST_SIZE = 40;
const PADEL_LIST_SIZE = 10;
/** Generated B-players kept in the table tennis list: with them Els lands in team A, Tom and Jan in team B. */
const GENERATED_B_PLAYERS = 3;

const RANK_ORDER = ['B0', ...rankings];
const strength = (ranking: string) => {
  const i = RANK_ORDER.indexOf(ranking);
  return i < 0 ? RANK_ORDER.length : i;
};

/** Active members who play interclub: youth trainees (the Maes children) don't. */
export function playingMembers(all: SeasonMember[]): SeasonMember[] {
  return all.filter((m) => m.memberState === 1 && !m.trainingGroups.startsWith('Jeugd'));
}

function byEmail(all: SeasonMember[], email: string): SeasonMember {
  const m = all.find((x) => x.email === email);
  if (!m) throw new Error(`demo season: member ${email} missing`);
  return m;
}

/** Generated (not named) playing members in id order. */
function generated(all: SeasonMember[]): SeasonMember[] {
  return playingMembers(all)
    .filter((m) => !NAMED.has(m.email))
    .sort((a, b) => a.id - b.id);
}

/**
 * The table tennis list: the named players, the first few generated B-players and the weaker generated
 * players (C2 and below) up to 40, ordered by ranking (best first) and then member id.
 */
export function tableTennisList(all: SeasonMember[]): ListedPlayer[] {
  const named = NAMED_PLAYERS.map((e) => byEmail(all, e));
  const gen = generated(all);
  const bPlayers = gen.filter((m) => strength(m.ranking) < strength('C0')).slice(0, GENERATED_B_PLAYERS);
  const weaker = gen.filter((m) => strength(m.ranking) >= strength('C2'));
  const chosen = [...named, ...bPlayers, ...weaker.slice(0, TT_LIST_SIZE - named.length - bPlayers.length)];
  return chosen
    .sort((a, b) => strength(a.ranking) - strength(b.ranking) || a.id - b.id)
    .map((member, i) => ({ member, index: i + 1 }));
}

/** The padel list: Lore and Jan, then generated members who left the table tennis list (the strong ones). */
export function padelList(all: SeasonMember[], ttList: ListedPlayer[]): ListedPlayer[] {
  const inTt = new Set(ttList.map((p) => p.member.id));
  const others = generated(all).filter((m) => !inTt.has(m.id));
  return [byEmail(all, LORE), byEmail(all, JAN), ...others]
    .slice(0, PADEL_LIST_SIZE)
    .map((member, i) => ({ member, index: i + 1 }));
}

export const fullName = (m: SeasonMember) => `${m.firstName} ${m.lastName}`;
