export const membersText = {
  notYourMember: 'Je kan enkel de ledenfiches van je eigen gekoppelde leden opvragen.',
  notTrainer: 'Enkel trainers kunnen de lijst van de trainees opvragen.',
};
