/** Contact links, the same on every screen that shows a member (spec 01 section 5). */

/** An e-mail address is a link only when it contains '@'. */
export function mailHref(email: string): string | null {
  const value = email.trim();
  return value.includes('@') ? `mailto:${value}` : null;
}

/** A phone link keeps digits only; no digits, no link. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits === '' ? null : `tel:${digits}`;
}
