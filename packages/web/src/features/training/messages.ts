/** Dutch texts of training work and my trainings (spec 02 section 2). */
export const trainingTexts = {
  trainingMomentsTitle: 'Trainingsmomenten',
  trainingPresencesTitle: 'Aanwezigheden training',
  traineeTrainingMomentsTitle: 'Mijn trainingen',
};
