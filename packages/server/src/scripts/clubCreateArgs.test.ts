import { describe, expect, it } from 'vitest';
import { clubCreateProblems } from './clubCreateArgs.ts';

describe('club:create arguments', () => {
  it('accepts a code, a name, an administrator and a known association', () => {
    expect(clubCreateProblems({ code: 'A123', name: 'TTC Voorbeeld', admin: 'beheer@voorbeeld.be', association: 'vttl' })).toEqual([]);
    expect(clubCreateProblems({ code: 'BBW350', name: 'CTT Tourinnes', admin: 'gestion@tourinnes.be', association: 'AFTT' })).toEqual([]);
  });
  it('says in Dutch what is missing or wrong', () => {
    expect(clubCreateProblems({ code: 'A 1', admin: 'geen-adres', association: 'FIFA' })).toEqual([
      '--code: 2 tot 12 letters of cijfers (de clubcode van de federatie, bv. A123).',
      '--name: de naam van de club ontbreekt.',
      '--admin: het e-mailadres van de eerste beheerder ontbreekt of is ongeldig.',
      '--association: een van VTTL, AFTT, SPORTA, BV, GYMFED, PADEL.',
    ]);
  });
});
