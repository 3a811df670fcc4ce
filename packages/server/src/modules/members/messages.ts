export const membersText = {
  notYourMember: 'Je kan enkel de ledenfiches van je eigen gekoppelde leden opvragen.',
};
