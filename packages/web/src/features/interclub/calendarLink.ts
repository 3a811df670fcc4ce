/**
 * The one-tap subscription link of a calendar feed: webcal:// makes a phone's calendar app subscribe
 * (and keep the feed up to date) where an http link would only download today's file once.
 */
export function webcalOf(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
