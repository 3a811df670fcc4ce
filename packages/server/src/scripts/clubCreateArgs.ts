import { ASSOCIATIONS } from '@clubhuis/contract/rules/session';

/** What is wrong with club:create's arguments, in Dutch; empty when nothing is. */
export function clubCreateProblems(v: { code?: string; name?: string; admin?: string; association?: string }): string[] {
  const problems: string[] = [];
  if (!v.code || !/^[A-Za-z0-9]{2,12}$/.test(v.code.trim())) problems.push('--code: 2 tot 12 letters of cijfers (de clubcode van de federatie, bv. A123).');
  if (!v.name?.trim()) problems.push('--name: de naam van de club ontbreekt.');
  if (!v.admin || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.admin.trim())) problems.push('--admin: het e-mailadres van de eerste beheerder ontbreekt of is ongeldig.');
  if (!(ASSOCIATIONS as readonly string[]).includes((v.association ?? '').toUpperCase())) problems.push(`--association: een van ${ASSOCIATIONS.join(', ')}.`);
  return problems;
}
