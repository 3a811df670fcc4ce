/** French texts of the competition-site client, answered when it has nothing stored to fall back on (Dutch: messages.ts). */
export const tabtTextFr = {
  unreachable: "Le site de la compétition n'est pas joignable et aucune donnée n'a encore été enregistrée.",
  busy: "Le site de la compétition n'accepte plus de demandes pour le moment et aucune donnée n'a encore été enregistrée. Réessaie dans une minute.",
  offline: "Ce club ne récupère pas de données du site de la compétition et aucune donnée n'a encore été enregistrée.",
  refused: (code: number | undefined) => `Le site de la compétition a refusé la demande (erreur ${code ?? 'inconnue'}).`,
};
