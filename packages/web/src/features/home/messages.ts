/** Dutch texts of the home page (spec 01 section 2, Home). */
export const homeTexts = {
  login: 'Aanmelden',
  forgotPassword: 'Wachtwoord vergeten?',
  myResults: 'Mijn resultaten',
  teams: 'Ploegen',
  lineUps: 'Opstellingen',
  weekDigest: 'Weekdigest',
  shortcutTitle: 'Snelkoppeling op je gsm',
  shortcutIntro: 'Zet de app op het beginscherm van je gsm, dan open je hem met één tik:',
  shortcutIphone: 'iPhone (Safari): tik op het deel-icoon (vierkant met pijl) en kies "Zet op beginscherm".',
  shortcutAndroid: 'Android (Chrome): tik op het menu (⋮) en kies "Toevoegen aan startscherm".',
};
