import { localized } from '../i18n/language.ts';
import { httpTextFr } from './messages.fr.ts';

/** Dutch texts of the HTTP layer: bad input, missing token, unknown call (French: messages.fr.ts). */
const httpTextNl = {
  notJson: 'De aanvraag bevat geen geldige JSON.',
  notObject: 'De aanvraag moet een JSON-object zijn.',
  missing: (f: string) => `Het veld '${f}' ontbreekt.`,
  empty: (f: string) => `Het veld '${f}' is leeg.`,
  wrongType: (f: string, expected: string) => `Het veld '${f}' heeft een ongeldig type (verwacht: ${expected}).`,
  tooLong: (f: string, max: number) => `Het veld '${f}' is te lang (maximaal ${max} tekens).`,
  tooShort: (f: string, min: number) => `Het veld '${f}' is te kort (minimaal ${min} tekens).`,
  tooMany: (f: string, max: number) => `Het veld '${f}' bevat te veel elementen (maximaal ${max}).`,
  tooFew: (f: string, min: number) => `Het veld '${f}' bevat te weinig elementen (minimaal ${min}).`,
  tooBig: (f: string, max: number) => `Het veld '${f}' is te groot (maximaal ${max}).`,
  tooSmall: (f: string, min: number) => `Het veld '${f}' is te klein (minimaal ${min}).`,
  invalid: (f: string) => `Het veld '${f}' is ongeldig.`,
  invalidCharacters: (f: string) => `Het veld '${f}' bevat ongeldige tekens.`,
  noToken: 'Je bent niet aangemeld. Meld je opnieuw aan.',
  badToken: 'Je sessie is verlopen of ongeldig. Meld je opnieuw aan.',
  notAdministrator: 'Enkel de beheerders van de club hebben toegang tot het clubbeheer.',
  unknownCall: 'Deze oproep bestaat niet.',
  tooLarge: 'De aanvraag is te groot.',
  requestTimeout: 'De aanvraag kwam niet op tijd volledig aan.',
  internal: 'Er trad een interne fout op. Probeer later opnieuw.',
  typeNames: {
    string: 'tekst',
    number: 'getal',
    int: 'geheel getal',
    boolean: 'true of false',
    array: 'lijst',
    object: 'object',
  } as Record<string, string>,
};

export const httpText = localized(httpTextNl, httpTextFr);
