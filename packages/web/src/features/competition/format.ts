/** 'yyyy-mm-dd' (optionally with a time after it) → 'dd/mm/yyyy' as nl-BE writes it; anything else as given. */
export function formatDate(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** 'dd/mm' of a 'yyyy-mm-dd' date, for narrow columns. */
export function formatShortDate(value: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[1]}` : value;
}
