/** French texts of the router's own screens (Dutch: messages.ts). */
export const routerTexts = {
  notFound: 'Page introuvable',
  toHome: "Vers la page d'accueil",
  pageLoadFailed: "Cette page n'a pas pu être chargée.",
  reload: 'Recharger',
};
