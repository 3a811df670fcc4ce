/** French texts of login, logout, password links and the language choice (Dutch: messages.ts). */
export const sessionTextFr = {
  loginFailed: 'Adresse e-mail inconnue ou mot de passe incorrect.',
  tooManyTries: 'Trop de tentatives de connexion échouées. Attends une minute et réessaie.',
  loggedOut: (n: number) => (n <= 1 ? 'Tu es déconnecté.' : `Tu es déconnecté sur ${n} appareils.`),
  unknownClub: "Ce club n'est pas connu.",
  tooManyResets: "Trop de liens ont déjà été demandés au cours de l'heure écoulée. Réessaie plus tard.",
  resetSent:
    'Si cette adresse e-mail nous est connue, tu recevras un e-mail avec un lien pour choisir un nouveau mot de passe. Regarde aussi dans tes spams.',
  resetSubject: (club: string) => `Nouveau mot de passe pour l'app de ${club}`,
  resetText: (name: string, link: string) =>
    [`Bonjour ${name},`, '', 'Choisis un nouveau mot de passe avec ce lien (valable 2 heures, à usage unique) :', '', link, '', "Tu n'as rien demandé ? Tu peux ignorer cet e-mail."].join('\n'),
  linkUsedOrExpired: 'Ce lien a déjà été utilisé ou a expiré. Demande un nouveau lien.',
  tooManyLinkTries: "Trop de liens de mot de passe non valides depuis cette adresse. Réessaie dans une heure.",
  passwordSet: 'Ton mot de passe a été enregistré. Tu peux maintenant te connecter.',
  languageSaved: 'Ta langue a été enregistrée.',
};
