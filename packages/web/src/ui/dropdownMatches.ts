export interface DropdownOption {
  value: string;
  label: string;
}

/** Spec 01 section 2: a dropdown lists at most 6 items. */
export const DROPDOWN_LIMIT = 6;

/** Lower case without accents, so 'jose' finds 'José'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The options whose label contains the typed text, first ones first, at most `limit`. */
export function dropdownMatches(options: DropdownOption[], search: string, limit = DROPDOWN_LIMIT): DropdownOption[] {
  const wanted = fold(search.trim());
  const found = wanted === '' ? options : options.filter((o) => fold(o.label).includes(wanted));
  return found.slice(0, limit);
}
