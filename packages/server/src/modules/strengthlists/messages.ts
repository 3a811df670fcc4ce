import { localized } from '../../i18n/language.ts';
import { strengthListsTextFr } from './messages.fr.ts';

/** Dutch texts the strength-list call answers with (French: messages.fr.ts). */
const strengthListsTextNl = {
  unknownDiscipline: 'Deze discipline bestaat niet in de club.',
};

export const strengthListsText = localized(strengthListsTextNl, strengthListsTextFr);
