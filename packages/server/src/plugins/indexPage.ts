import { languageFromList } from '@clubhuis/contract/rules/language';

/**
 * index.html in the phone's language (issue 33): what shows before the app's code runs (the boot line,
 * the noscript line, the page's language and description). The app itself then follows the member's
 * choice; the server only knows the phone's Accept-Language here.
 */
const FRENCH: readonly [string, string][] = [
  ['<html lang="nl">', '<html lang="fr">'],
  ['content="Clubhuis: de app van je club"', 'content="Clubhuis : l\'app de ton club"'],
  ['Clubhuis wordt geladen…', 'Chargement de Clubhuis…'],
  ['Clubhuis heeft JavaScript nodig.', 'Clubhuis a besoin de JavaScript.'],
];

export function indexPageFor(html: string, acceptLanguage: string | undefined): string {
  if (languageFromList(acceptLanguage) !== 'fr') return html;
  return FRENCH.reduce((page, [dutch, french]) => page.replace(dutch, french), html);
}
