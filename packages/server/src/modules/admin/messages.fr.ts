/** French texts of club administration (Dutch, whose keys these mirror: messages.ts). */
export const adminTextFr = {
  unknownMember: "Ce membre n'existe pas dans ce club.",
  memberSaved: (name: string) => `Les données de ${name} ont été enregistrées.`,
  memberAdded: (name: string) => `${name} fait désormais partie des membres.`,
  memberStopped: (name: string) => `${name} n'est plus membre actif. Les résultats et l'historique sont conservés.`,
  memberRestarted: (name: string) => `${name} est de nouveau membre actif.`,
  unknownAccount: "Cet utilisateur n'existe pas dans ce club.",
  emailTaken: "Le champ 'email' n'est pas valide : cette adresse e-mail est déjà utilisée par un autre utilisateur.",
  memberNotOwn: "Le champ 'memberIds' contient un membre qui n'appartient pas à ce club.",
  ownAdministrator: "Tu ne peux pas retirer tes propres droits d'administrateur : demande-le à un autre administrateur.",
  accountSaved: (email: string) => `L'utilisateur ${email} a été enregistré.`,
  accountInactive: "Cet utilisateur n'est pas actif : active-le d'abord.",
  invited: (email: string) => `Une invitation a été envoyée à ${email}. Le lien est valable 7 jours.`,
  inviteSubject: (club: string) => `Ton compte pour l'app de ${club}`,
  inviteText: (name: string, club: string, link: string) =>
    [
      `Bonjour ${name},`,
      '',
      `Tu as maintenant un compte pour l'app de ${club}. Choisis ton mot de passe avec ce lien (valable 7 jours, à usage unique) :`,
      '',
      link,
      '',
      'Ensuite, tu te connectes avec ton adresse e-mail et ce mot de passe.',
    ].join('\n'),
  tooManyInvites: "Tu as atteint le nombre maximum d'invitations pour cette heure. Réessaie plus tard, ou invite tout le monde en une fois.",
  invitedAll: (n: number) =>
    (n <= 1 ? `Une invitation a été envoyée à ${n} utilisateur.` : `Des invitations ont été envoyées à ${n} utilisateurs.`) +
    (n <= 1 ? ' Le lien est valable 7 jours.' : ' Les liens sont valables 7 jours.'),
  inviteWaiting: (n: number) =>
    ` ${n <= 1 ? `${n} utilisateur attend` : `${n} utilisateurs attendent`} encore : le maximum de cette heure est atteint. Invite-${n <= 1 ? 'le' : 'les'} dans une heure avec le même bouton.`,
  inviteFailed: (emails: string[]) =>
    ` L'e-mail à ${emails.join(', ')} n'a pas pu être envoyé : invite à nouveau ${emails.length <= 1 ? 'cet utilisateur' : 'ces utilisateurs'} séparément.`,
  nobodyToInvite: "Il n'y a plus personne à inviter : chaque utilisateur actif a un mot de passe ou une invitation valable.",
  importHasRefusals: (n: number) =>
    `${n <= 1 ? `${n} ligne a été refusée` : `${n} lignes ont été refusées`} : corrige le fichier, ou importe seulement les autres lignes.`,
  imported: (add: number, change: number) =>
    `Importation terminée : ${add} ${add <= 1 ? 'membre ajouté' : 'membres ajoutés'}, ${change} ${change <= 1 ? 'modifié' : 'modifiés'}.`,
  badFile: "Le champ 'file' n'est pas un fichier lisible.",
  periodOrder: "Le champ 'dateTill' est antérieur à 'dateFrom'.",
  periodTooLong: "Le champ 'dateTill' est plus d'un an après 'dateFrom'.",
  timeOrder: "Le champ 'endTime' n'est pas après 'startTime'.",
  memberUnknown: (field: string) => `Le champ '${field}' contient un membre qui n'appartient pas à ce club.`,
  trainerUnknown: (field: string) => `Le champ '${field}' n'est pas un entraîneur de ce club.`,
  seriesCreated: (n: number) => `La série a été créée avec ${n <= 1 ? `${n} séance de jeu libre` : `${n} séances de jeu libre`}.`,
  unknownSeries: "Cette série n'existe pas dans ce club.",
  seriesEnded: (removed: number, kept: number) =>
    `La série s'arrête aujourd'hui : ${removed} ${removed <= 1 ? 'séance suivante a été supprimée' : 'séances suivantes ont été supprimées'}${
      kept ? `, ${kept} avec des réservations ${kept <= 1 ? 'reste' : 'restent'}` : ''
    }.`,
  unknownGroup: "Ce groupe d'entraînement n'existe pas dans ce club.",
  groupSaved: (name: string, n: number) => `Le groupe ${name} a été enregistré avec ${n <= 1 ? `${n} participant` : `${n} participants`}.`,
  scheduleCreated: (n: number) =>
    `L'entraînement a été créé avec ${n <= 1 ? `${n} séance d'entraînement` : `${n} séances d'entraînement`}.`,
  alreadyTrainer: 'Ce membre est déjà entraîneur.',
  unknownTeam: "Cette équipe n'existe pas dans ce club.",
  serieCreated: (n: number) => `La période ${n} a été créée. Tire les poules au sort quand les inscriptions sont clôturées.`,
  drawn: (poules: number, players: number, waiting: number) =>
    `Les poules ont été tirées au sort : ${poules} ${poules <= 1 ? 'poule' : 'poules'} avec ${players} ${players <= 1 ? 'joueur' : 'joueurs'}${
      waiting ? `, ${waiting} sur la liste d'attente` : ''
    }. La période a commencé.`,
  levelTwice: "Le champ 'levels' contient plusieurs fois le même code.",
  leagueSaved: (name: string) => `La ligue ${name} a été enregistrée.`,
  closed: (n: number) => `La période ${n} a été clôturée : le classement est définitif.`,
  settingsSaved: "Les paramètres du club ont été enregistrés. L'app les affiche dans la demi-minute.",
  unknownReason: "Le champ 'absenceReasons' contient un motif qui n'appartient pas à ce club.",
  linkTooLong: (field: string, max: number) => `Le champ '${field}' est trop long (maximum ${max} caractères).`,
  badColour: "Le champ 'primaryColor' doit être une couleur comme #1b6e3c : un dièse et six chiffres hexadécimaux.",
  badLogo: "Le champ 'logo' doit être une image GIF, PNG ou JPEG ou une adresse web (https://…).",
  optionNumberTwice: "Le champ 'confirmationOptions' contient plusieurs fois le même numéro.",
  eraseConfirm: (name: string) =>
    `Le champ 'confirm' doit être le nom du membre ('${name}') : ainsi, tu n'effaces pas un autre membre par erreur.`,
  erased: (id: number) =>
    `Les données personnelles de ce membre ont été effacées. Les résultats et les statistiques restent, au nom de 'Gewist lid ${id}'.`,
  seasonYears: "Le champ 'season' doit contenir deux années qui se suivent (p. ex. 2026-2027).",
  teamSaved: (name: string, n: number) => `L'équipe ${name} a été enregistrée avec ${n <= 1 ? `${n} joueur` : `${n} joueurs`}.`,
  syncDone: (s: {
    teamsCreated: number;
    teamsUpdated: number;
    meetingsCreated: number;
    meetingsUpdated: number;
    sheetPlayers: number;
    rankingRows: number;
    listedMembers: number;
  }) =>
    `Synchronisation terminée : ${s.teamsCreated} équipes ajoutées et ${s.teamsUpdated} modifiées, ${s.meetingsCreated} rencontres ajoutées et ${s.meetingsUpdated} modifiées, ` +
    `${s.sheetPlayers} joueurs des feuilles de match, ${s.rankingRows} lignes de classements de séries, ${s.listedMembers} membres sur la liste du club de la fédération.`,
  syncStale: " Le site de la compétition n'a pas répondu : ce sont les dernières données enregistrées.",
  syncNoSite: "Cette fédération n'a pas de site de la compétition avec lequel synchroniser.",
  syncOffline: 'Ce club ne se synchronise pas avec le site de la compétition (configuré hors ligne).',
  syncFailed: (why: string) => `Le site de la compétition n'a pas pu être consulté (${why}). Réessaie plus tard.`,
  trainerCreated: (name: string) => `${name} est maintenant entraîneur.`,
  trainerAccounts: (emails: string[]) =>
    `${emails.length <= 1 ? 'Le compte' : 'Les comptes'} ${emails.join(', ')} ${emails.length <= 1 ? 'peut' : 'peuvent'} maintenant utiliser les écrans des entraîneurs.`,
  trainerWithoutAccount:
    "Aucun compte n'est encore lié à ce membre : choisis l'entraîneur dans le compte (Gestion du club → Utilisateurs et droits) dès qu'il existe.",
  trainingModuleOff:
    "Le module Entraînements est encore désactivé : active-le dans Gestion du club → Paramètres, sinon l'entraîneur ne voit pas de menu des entraînements.",
};

/** French texts of the members file import. */
export const csvTextFr = {
  columnNames: { firstName: 'Prénom', lastName: 'Nom', gender: 'Sexe' },
  missingColumns: (names: string[]) =>
    `Il manque au fichier ${names.length <= 1 ? 'la colonne' : 'les colonnes'} ${names.map((n) => `'${n}'`).join(', ')}.`,
  empty: 'Le fichier ne contient aucun membre.',
  unclosedQuote: (line: number) => `Le guillemet de la ligne ${line} n'est jamais fermé.`,
  required: (column: string) => `La colonne '${column}' est vide.`,
  badGender: (column: string, value: string) => `Colonne '${column}' : '${value}' n'est pas un sexe (M ou F).`,
  badDate: (column: string, value: string) => `Colonne '${column}' : '${value}' n'est pas une date valable.`,
  badEmail: (column: string, value: string) => `Colonne '${column}' : '${value}' n'est pas une adresse e-mail.`,
  badPhone: (column: string, value: string) => `Colonne '${column}' : '${value}' n'est pas un numéro de téléphone.`,
  tooLong: (column: string, max: number) => `La colonne '${column}' est trop longue (maximum ${max} caractères).`,
  badCharacters: (column: string) => `La colonne '${column}' contient des caractères non valides.`,
  duplicate: (line: number) => `Doublon de la ligne ${line}.`,
  ambiguous: (names: string[]) => `Correspond à plus d'un membre : ${names.join(', ')}.`,
};

/** French texts of camp administration. */
export const campTextFr = {
  columnNames: { firstName: 'Prénom', lastName: 'Nom', gender: 'Sexe', birthdate: 'Date de naissance', group: 'Groupe' } as Record<string, string>,
  missingColumns: (names: string[]) =>
    `Il manque au fichier ${names.length <= 1 ? 'la colonne' : 'les colonnes'} ${names.map((n) => `'${n}'`).join(', ')}.`,
  required: (line: number, column: string) => `Ligne ${line} : la colonne '${column}' est vide.`,
  badGender: (line: number, value: string) => `Ligne ${line} : '${value}' n'est pas un sexe (M ou F).`,
  badDate: (line: number, value: string) => `Ligne ${line} : '${value}' n'est pas une date de naissance valable.`,
  unknownGroup: (line: number, value: string, groups: string[]) =>
    `Ligne ${line} : le groupe '${value}' n'existe pas dans ce stage (${groups.join(', ')}).`,
  badEmail: (line: number, value: string) => `Ligne ${line} : '${value}' n'est pas une adresse e-mail.`,
  badCell: (line: number) => `Ligne ${line} : un champ est trop long ou contient des caractères non valides.`,
  refused: (n: number, reasons: string[]) =>
    `Rien n'a été inscrit : ${n <= 1 ? `${n} ligne n'est pas` : `${n} lignes ne sont pas`} en ordre. ${reasons.slice(0, 10).join(' ')}${reasons.length > 10 ? ' …' : ''}`,
  imported: (n: number) => (n <= 1 ? `${n} enfant a été inscrit.` : `${n} enfants ont été inscrits.`),
  unknownCamp: "Ce stage n'existe pas dans ce club.",
  groupNotInCamp: "Le champ 'groupId' n'est pas un groupe de ce stage.",
  campTooLong: "Le champ 'dateTill' est plus de 14 jours après 'dateFrom'.",
  noGroups: "Le champ 'groups' est vide : un stage a au moins un groupe.",
  campSaved: (title: string) => `Le stage ${title} a été enregistré.`,
  badPhoto: "Le champ 'photo' n'est pas une image GIF, PNG ou JPEG.",
  materialSaved: (description: string) => `${description} a été enregistré.`,
  unknownMaterial: "Ce matériel n'existe pas dans ce club.",
};
