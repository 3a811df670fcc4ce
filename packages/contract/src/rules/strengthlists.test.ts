import { describe, expect, it } from 'vitest';
import { disciplineSport } from './strengthlists.ts';

describe('disciplineSport', () => {
  it('reads the sport from the discipline the club named', () => {
    expect(disciplineSport('Tafeltennis')).toBe('tabletennis');
    expect(disciplineSport('Tafeltennis jeugd')).toBe('tabletennis');
    expect(disciplineSport('Padel')).toBe('padel');
    expect(disciplineSport('BADMINTON')).toBe('badminton');
    expect(disciplineSport('Gym')).toBeNull();
  });
});
