/** Strength lists (spec 02): which sport a club's discipline is, read from its description. */
export type ListSport = 'tabletennis' | 'padel' | 'badminton';

/** Default discipline of the selector (spec 02 section 9). */
export const DEFAULT_DISCIPLINE = 1;

/** 'Tafeltennis' → tabletennis, 'Padel' → padel, 'Badminton' → badminton; other disciplines (gym) have no list. */
export function disciplineSport(description: string): ListSport | null {
  const d = description.toLocaleLowerCase('nl-BE');
  if (d.includes('tafeltennis') || d.includes('table tennis') || d.includes('tennis de table')) return 'tabletennis';
  if (d.includes('padel')) return 'padel';
  if (d.includes('badminton')) return 'badminton';
  return null;
}
