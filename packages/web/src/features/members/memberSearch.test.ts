import { describe, expect, it } from 'vitest';
import { makeMember } from '../../testing/fixtures';
import { filterMembers, membersFor, normalize, whichOf } from './memberSearch';

const members = [
  makeMember({ id: 1, memberId: 1, firstName: 'Céline', lastName: 'Maes', memberName: 'Céline Maes' }),
  makeMember({ id: 2, memberId: 2, firstName: 'Lucas', lastName: 'Maes', memberName: 'Lucas Maes', traineeState: 1 }),
  makeMember({ id: 3, memberId: 3, firstName: 'Jan', lastName: 'Peeters', memberName: 'Jan Peeters' }),
];

describe('whichOf', () => {
  it("reads 'trainees'; 'members', nothing or anything else is the members list", () => {
    expect(whichOf('trainees')).toBe('trainees');
    expect(whichOf('members')).toBe('members');
    expect(whichOf(undefined)).toBe('members');
    expect(whichOf('iets')).toBe('members');
  });
});

describe('filterMembers', () => {
  const names = (search: string) => filterMembers(members, search).map((m) => m.id);

  it('keeps everyone for an empty or blank search', () => {
    expect(names('')).toEqual([1, 2, 3]);
    expect(names('   ')).toEqual([1, 2, 3]);
  });

  it('matches every word in the name, in any order, without case or accents', () => {
    expect(names('maes')).toEqual([1, 2]);
    expect(names('MAES luc')).toEqual([2]);
    expect(names('celine')).toEqual([1]);
    expect(names('peeters jan')).toEqual([3]);
    expect(names('xyz')).toEqual([]);
  });

  it('normalizes accents and case', () => {
    expect(normalize('Éloïse')).toBe('eloise');
  });
});

describe('membersFor', () => {
  it('keeps only trainees for the trainee overview', () => {
    expect(membersFor('trainees', members).map((m) => m.id)).toEqual([2]);
    expect(membersFor('members', members)).toHaveLength(3);
  });
});
