/** Dutch texts of the shared widgets (spec 01 section 2, dropdowns; section 8, dialogs). */
export const uiTexts = {
  selectPlaceholder: 'Selecteer optie',
  searchPlaceholder: 'Breng je zoekterm in',
  search: 'Zoeken',
  nothingFound: 'Geen resultaten',
  close: 'Sluit',
  loading: 'Bezig met laden...',
  retry: 'Herprobeer',
  refresh: 'Vernieuwen',
  needsNetwork: 'Hiervoor is een verbinding nodig. Het wordt geladen zodra je weer online bent.',
  scrollTable: (caption: string) => `${caption} (horizontaal scrollbaar)`,
  scrollHint: 'Schuif de tabel opzij voor meer kolommen',
};
