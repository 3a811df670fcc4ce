import { localized } from '../../i18n/language.ts';
import { contributionFormTextFr, membersTextFr } from './messages.fr.ts';

/** Dutch texts of the member files and contribution forms (French: messages.fr.ts). */
const membersTextNl = {
  notYourMember: 'Je kan enkel de ledenfiches van je eigen gekoppelde leden opvragen.',
  notTrainer: 'Enkel trainers kunnen de lijst van de trainees opvragen.',
  unknownForm: 'Dit mutualiteitsformulier bestaat niet.',
  notYourForm: 'Je kan enkel de mutualiteitsformulieren van je eigen gekoppelde leden opvragen.',
  formLinkExpired: 'Deze link naar het mutualiteitsformulier is verlopen of ongeldig. Vraag het formulier opnieuw op in de app.',
};

export const membersText = localized(membersTextNl, membersTextFr);

/** Dutch texts of the contribution form's PDF (contributionFormPdf.ts). */
const contributionFormTextNl = {
  fileName: 'mutualiteitsformulier',
  documentTitle: (member: string) => `Attest lidgeld ${member}`,
  title: 'Attest van lidmaatschap van een sportclub',
  subtitle: 'voor de terugbetaling van het lidgeld door het ziekenfonds (mutualiteit)',
  clubSection: 'De club',
  memberSection: 'Het lid',
  membershipSection: 'Het lidmaatschap',
  /** A label before its value on the form. */
  label: (label: string) => `${label}: `,
  name: 'Naam',
  clubNumber: 'Clubnummer',
  address: 'Adres',
  birthdate: 'Geboortedatum',
  description: 'Omschrijving',
  period: 'Periode',
  periodValue: (from: string, to: string) => `van ${from} tot ${to}`,
  amountPaid: 'Betaald bedrag',
  paidOn: 'Betaald op',
  euro: (amount: string) => `€ ${amount}`,
  declaration: (member: string, club: string, amount: string) =>
    `De club verklaart dat ${member} lid is van ${club} voor de vermelde periode en daarvoor ${amount} lidgeld heeft betaald.`,
  date: (day: string) => `Datum: ${day}`,
  signature: 'Naam en handtekening van de verantwoordelijke van de club:',
  sticker: 'Klever van het ziekenfonds',
};

export const contributionFormText = localized(contributionFormTextNl, contributionFormTextFr);
