/** French texts of the shell (Dutch: messages.ts). */
export const shellTexts = {
  loading: 'Chargement...',
  configErrorTitle: 'Erreur de configuration',
  configErrorIntro: "L'app n'a pas pu récupérer ses paramètres.",
  retry: 'Réessayer',
  configErrorPrefix: 'Erreur lors de la récupération de la configuration - ',
  noConnection: 'pas de connexion avec le serveur.',
  menu: 'Menu',
  mainMenu: 'Menu principal',
  offline: 'Tu es hors ligne. Tu vois ce que tu as chargé en dernier ; une modification attend le retour de la connexion.',
  changesWaiting: (count: number) =>
    count <= 1
      ? 'Ta modification attend la connexion et sera envoyée dès que tu seras de nouveau en ligne.'
      : `${count} modifications attendent la connexion et seront envoyées dès que tu seras de nouveau en ligne.`,
  welcome: (firstName: string) => `Bienvenue, ${firstName} !`,
  contributionForms: 'Tu as un ou plusieurs formulaires de mutuelle disponibles.',
  contributionForm: (description: string, amount: string) => `Télécharger ${description} (${amount})`,
  contributionFormFailed: 'Un problème est survenu lors de la récupération du formulaire de mutuelle.',
  dismissMessage: 'Clique pour masquer ce message',
};
