/** An e-mail address is a link only when it contains '@' (spec 01 section 5). */
export function mailHref(email: string): string | null {
  const value = email.trim();
  return value.includes('@') ? `mailto:${value}` : null;
}

/** A phone link keeps digits only (spec 01 section 5); no digits, no link. */
export function telHref(telephone: string): string | null {
  const digits = telephone.replace(/\D/g, '');
  return digits === '' ? null : `tel:${digits}`;
}
