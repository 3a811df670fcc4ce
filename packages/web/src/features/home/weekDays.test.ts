import { describe, expect, it } from 'vitest';
import type { WeekItem } from '@clubhuis/contract/entities/home';
import { weekItemRoute } from '@clubhuis/contract/rules/home';
import { dayLabel, groupByDay, waitingCount } from './weekDays';

const base = { memberId: 1, memberName: 'Jan Peeters', time: '20:00', asksAnswer: false };
const meeting = (id: number, date: string, asksAnswer = false): WeekItem => ({
  ...base,
  kind: 'meeting',
  id,
  date,
  asksAnswer,
  team: 'TTC De Demo B',
  meeting: 'A - B',
  homeout: 'U',
  answer: -1,
  inLineUp: false,
  lineUp: '',
  driver: '',
  score: '',
});
const trainer = (id: number, date: string): WeekItem => ({
  ...base,
  kind: 'trainerTraining',
  id,
  date,
  asksAnswer: true,
  endTime: '22:00',
  title: 'Competitietraining',
  group: 'Competitie',
  status: 0,
  toBeConfirmed: 3,
});

describe('Mijn week days', () => {
  it("names today and tomorrow, then the weekday and date (nl-BE)", () => {
    expect(dayLabel('2026-11-26', '2026-11-26')).toBe('Vandaag');
    expect(dayLabel('2026-11-27', '2026-11-26')).toBe('Morgen');
    expect(dayLabel('2026-11-28', '2026-11-26')).toBe('Zaterdag 28/11');
    expect(dayLabel('2026-12-01', '2026-11-26')).toBe('Dinsdag 01/12');
  });

  it("groups by day in order, last week's trainings to confirm first", () => {
    const days = groupByDay([meeting(1, '2026-11-26'), trainer(9, '2026-11-23'), meeting(2, '2026-11-28'), meeting(3, '2026-11-28')], '2026-11-26');
    expect(days.map((d) => [d.label, d.items.map((i) => i.id)])).toEqual([
      ['Nog te bevestigen', [9]],
      ['Vandaag', [1]],
      ['Zaterdag 28/11', [2, 3]],
    ]);
  });

  it('counts the lines that wait for an answer and opens each on its screen', () => {
    expect(waitingCount([meeting(1, '2026-11-26', true), meeting(2, '2026-11-27'), trainer(9, '2026-11-23')])).toBe(2);
    expect(weekItemRoute(meeting(1, '2026-11-26'))).toBe('/teams');
    expect(weekItemRoute(trainer(9, '2026-11-23'))).toBe('/trainingpresences/9');
  });
});
