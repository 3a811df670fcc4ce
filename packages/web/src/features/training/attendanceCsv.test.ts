import { describe, expect, it } from 'vitest';
import { attendanceCsv, cellText } from './attendanceCsv';

describe('attendanceCsv', () => {
  const overview = {
    groups: [{ id: 2, name: 'Recreanten' }],
    groupId: 2,
    trainings: [
      { eventId: 1, date: '2026-11-02', title: 'Recreantentraining' },
      { eventId: 2, date: '2026-11-09', title: 'Recreantentraining' },
      { eventId: 3, date: '2026-11-16', title: 'Recreantentraining' },
    ],
    trainees: [
      {
        memberId: 5,
        memberName: 'Zoë Geërts',
        cells: [
          { presence: 1 as const, reason: '' },
          { presence: 0 as const, reason: 'Ziek; "griep"' },
          { presence: -1 as const, reason: '' },
        ],
      },
    ],
  };

  it('writes a BOM, semicolons, CRLF, Belgian dates, the count and percentage, quoting what needs it', () => {
    expect(attendanceCsv(overview)).toBe(
      '\uFEFFTrainee;02/11/2026;09/11/2026;16/11/2026;Aanwezig;Aanwezigheid\r\n' +
        'Zoë Geërts;A;"Afw (Ziek; ""griep"")";?;1;33%\r\n',
    );
  });

  it('writes names and reasons that start like a formula as text', () => {
    const formulas = ['=HYPERLINK("http://x.example","Klik")', '+32 470', '-1+1', '@SUM(A1)', '\tTab', '\rTerug'];
    const csv = attendanceCsv({
      ...overview,
      trainings: [overview.trainings[0]!],
      trainees: formulas.map((name, i) => ({ memberId: i, memberName: name, cells: [{ presence: 0 as const, reason: '' }] })),
    });
    const names = csv.split('\r\n').slice(1, -1).map((line) => line.slice(0, line.lastIndexOf(';Afw;')));
    expect(names).toEqual(["\"'=HYPERLINK(\"\"http://x.example\"\",\"\"Klik\"\")\"", "'+32 470", "'-1+1", "'@SUM(A1)", "'\tTab", "\"'\rTerug\""]);
  });

  it('shows a reason given beforehand for an unmarked training too', () => {
    expect(cellText({ presence: -1, reason: 'Examen' })).toBe('? (Examen)');
    expect(cellText({ presence: 0, reason: '' })).toBe('Afw');
  });
});
