/**
 * What club:create prints once the club is made: the administrator's link and, while PUBLIC_URL is
 * not set, that the link points at this machine and how to make it the app's own address.
 */
export function clubCreatedLines(clubName: string, email: string, link: string, publicUrl: string | undefined): string[] {
  const lines = [`Club ${clubName} aangemaakt. ${email} kiest een wachtwoord met deze link (7 dagen geldig):`, link];
  if (!publicUrl) {
    lines.push(
      'Let op: PUBLIC_URL is niet ingesteld, dus de link begint met het adres van deze machine (localhost).',
      'Zet PUBLIC_URL op het adres waarop de leden de app openen (bv. PUBLIC_URL=https://app.mijnclub.be). Opent de beheerder de app op een ander adres, vervang dan in deze link het deel voor # door dat adres.',
      'PUBLIC_URL bepaalt ook het adres in de uitnodigingen en de links om een wachtwoord te kiezen die de app later verstuurt.',
    );
  }
  return lines;
}
