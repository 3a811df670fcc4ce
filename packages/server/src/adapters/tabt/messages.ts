import { localized } from '../../i18n/language.ts';
import { tabtTextFr } from './messages.fr.ts';

/** Dutch texts of the competition-site client, answered when it has nothing stored to fall back on (French: messages.fr.ts). */
const tabtTextNl = {
  unreachable: 'De competitiesite is niet bereikbaar en er zijn nog geen gegevens bewaard.',
  busy: 'De competitiesite laat even geen vragen meer toe en er zijn nog geen gegevens bewaard. Probeer het binnen een minuut opnieuw.',
  offline: 'Deze club haalt geen gegevens op van de competitiesite en er zijn nog geen gegevens bewaard.',
  refused: (code: number | undefined) => `De competitiesite weigerde de vraag (fout ${code ?? 'onbekend'}).`,
};

export const tabtText = localized(tabtTextNl, tabtTextFr);
