/** French texts of the member files and contribution forms (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const membersTextFr = {
  notYourMember: 'Tu ne peux consulter que les fiches de membre de tes propres membres liés.',
  notTrainer: 'Seuls les entraîneurs peuvent consulter la liste des participants.',
  unknownForm: "Ce formulaire de mutuelle n'existe pas.",
  notYourForm: 'Tu ne peux consulter que les formulaires de mutuelle de tes propres membres liés.',
  formLinkExpired: "Ce lien vers le formulaire de mutuelle a expiré ou n'est pas valide. Redemande le formulaire dans l'app.",
};

/** French texts of the contribution form's PDF. */
export const contributionFormTextFr = {
  fileName: 'formulaire-mutuelle',
  documentTitle: (member: string) => `Attestation cotisation ${member}`,
  title: "Attestation d'affiliation à un club sportif",
  subtitle: 'pour le remboursement de la cotisation par la mutuelle',
  clubSection: 'Le club',
  memberSection: 'Le membre',
  membershipSection: "L'affiliation",
  label: (label: string) => `${label} : `,
  name: 'Nom',
  clubNumber: 'Numéro de club',
  address: 'Adresse',
  birthdate: 'Date de naissance',
  description: 'Description',
  period: 'Période',
  periodValue: (from: string, to: string) => `du ${from} au ${to}`,
  amountPaid: 'Montant payé',
  paidOn: 'Payé le',
  euro: (amount: string) => `${amount} €`,
  declaration: (member: string, club: string, amount: string) =>
    `Le club déclare que ${member} est membre de ${club} pour la période mentionnée et a payé pour celle-ci une cotisation de ${amount}.`,
  date: (day: string) => `Date : ${day}`,
  signature: 'Nom et signature du responsable du club :',
  sticker: 'Vignette de la mutuelle',
};
