/** Dutch texts of the competition-site client, answered when it has nothing stored to fall back on. */
export const tabtText = {
  unreachable: 'De competitiesite is niet bereikbaar en er zijn nog geen gegevens bewaard.',
  busy: 'De competitiesite laat even geen vragen meer toe en er zijn nog geen gegevens bewaard. Probeer het binnen een minuut opnieuw.',
  offline: 'Deze club haalt geen gegevens op van de competitiesite en er zijn nog geen gegevens bewaard.',
  refused: (code: number | undefined) => `De competitiesite weigerde de vraag (fout ${code ?? 'onbekend'}).`,
};
