import type { Notice, NoticeMember, NoticeText } from './notice.ts';

/** The area's French answers (Dutch: messages.ts). */
export const notificationsTextFr = {
  subscribed: 'Les notifications sont activées sur cet appareil.',
  unsubscribed: 'Les notifications sont désactivées sur cet appareil.',
  endpointNotAllowed: "Le champ 'endpoint' n'est pas l'adresse d'un service push (https uniquement).",
  badKeys: "Le champ 'keys' ne contient pas les clés d'un abonnement push.",
  notOwnSubscription: "Cet appareil est inscrit aux notifications d'un autre compte.",
  unknownSubscription: "Cet appareil n'est pas inscrit aux notifications.",
};

/** What a notification says in French: 'Tu …' for the account's only member, the first name for one of several. */
export const pushTextFr = {
  weekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  notice: (n: Notice, member: NoticeMember, when: string): NoticeText => {
    const name = member.firstName;
    const is = member.several ? `${name} est` : 'Tu es';
    const isNoMore = member.several ? `${name} n'est plus` : "Tu n'es plus";
    switch (n.kind) {
      case 'lineUp':
        return {
          title: `Composition ${n.team}`,
          body: n.in
            ? `${is} dans la composition${n.reserve ? ' comme réserve' : ''} pour ${n.meeting} le ${when}.`
            : `${isNoMore} dans la composition pour ${n.meeting} le ${when}.`,
          url: n.in && n.answerToken ? `/antwoord/${n.answerToken}` : '/teams',
        };
      case 'confirmAsk':
        return {
          title: 'Confirme ta participation',
          body: member.several
            ? `Le capitaine de ${n.team} demande à ${name} de confirmer sa participation à ${n.meeting} le ${when}.`
            : `Le capitaine de ${n.team} te demande de confirmer ta participation à ${n.meeting} le ${when}.`,
          url: n.answerToken ? `/antwoord/${n.answerToken}` : '/teams',
        };
      case 'driver':
        if ('seatLost' in n)
          return {
            title: `Covoiturage ${n.team}`,
            body: member.several
              ? `${n.driver} n'emmène plus ${name} à ${n.meeting} le ${when} : choisis une autre voiture.`
              : `${n.driver} ne t'emmène plus à ${n.meeting} le ${when} : choisis une autre voiture.`,
            url: '/teams',
          };
        return {
          title: `Chauffeur ${n.team}`,
          body: n.chosen
            ? `${n.driver} conduit pour ${n.meeting} le ${when}.`
            : `${n.driver} ne conduit plus pour ${n.meeting} le ${when} : il n'y a pas encore de chauffeur.`,
          url: '/teams',
        };
      case 'training':
        return n.cancelled
          ? { title: 'Entraînement annulé', body: `${n.training} du ${when} à ${n.time} n'a pas lieu.`, url: '/traineetrainingmoments/reservation' }
          : {
              title: 'Entraînement déplacé',
              body: `${n.training} du ${when} est fusionné avec ${n.movedTo}.`,
              url: '/traineetrainingmoments/reservation',
            };
      case 'playMoment':
        return {
          title: 'Place libre',
          body: `Une place s'est libérée à ${n.name} - ${when} ${n.startTime}. Réserve vite.`,
          url: '/reservation',
        };
      case 'leagueResult':
        return { title: `Résultats poule ${n.poule}`, body: `Les résultats de la poule ${n.poule} ont été encodés.`, url: '/league' };
      case 'leagueReplacement':
        return {
          title: 'Remplaçant désigné',
          body: member.several ? `${n.replacement} remplace ${name} dans la poule ${n.poule}.` : `${n.replacement} te remplace dans la poule ${n.poule}.`,
          url: '/league',
        };
      case 'campPlanning':
        return { title: 'Planning du stage modifié', body: `Le planning de ${n.camp} a changé à partir du ${when}.`, url: '/sportscampplanning' };
      case 'results':
        return {
          title: `Résultat ${n.team}`,
          body: `${n.meeting} : ${n.score}${n.victories ? ` (victoires : ${n.victories})` : ''}.`,
          url: '/teams',
        };
    }
  },
};
