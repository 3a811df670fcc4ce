import type { CampSubscription } from '@clubhuis/contract/entities/sportscamp';
import { activeLocale } from '../../i18n/language';

/** 'yyyy-mm-dd' as 'dd/mm/yyyy'. */
export const dmy = (iso: string) => (iso.length >= 10 ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);

/** Case-insensitive search in name, e-mails and address (spec 02: camp subscriptions). */
export function matchesSubscription(s: CampSubscription, search: string): boolean {
  const q = search.trim().toLocaleLowerCase(activeLocale());
  if (q === '') return true;
  return [s.name, s.email, s.email2, s.address].some((field) => field.toLocaleLowerCase(activeLocale()).includes(q));
}

/** Search in any of the given texts. */
export function matchesAny(texts: string[], search: string): boolean {
  const q = search.trim().toLocaleLowerCase(activeLocale());
  return q === '' || texts.some((x) => x.toLocaleLowerCase(activeLocale()).includes(q));
}
