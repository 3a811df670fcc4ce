export const membersText = {
  notYourMember: 'Je kan enkel de ledenfiches van je eigen gekoppelde leden opvragen.',
  notTrainer: 'Enkel trainers kunnen de lijst van de trainees opvragen.',
  unknownForm: 'Dit mutualiteitsformulier bestaat niet.',
  notYourForm: 'Je kan enkel de mutualiteitsformulieren van je eigen gekoppelde leden opvragen.',
  formLinkExpired: 'Deze link naar het mutualiteitsformulier is verlopen of ongeldig. Vraag het formulier opnieuw op in de app.',
};
