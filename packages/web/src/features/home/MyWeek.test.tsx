// @vitest-environment jsdom
import type { MyWeek as Week, WeekItem } from '@clubhuis/contract/entities/home';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionQueries } from '../../session/sessionQueries';
import { fakeServer } from '../../testing/fakeServer';
import { confirmationOptions, makeMeeting } from '../../testing/meetingFixture';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { makeTraineeMoment } from '../../testing/trainingFixture';
import { MyWeek } from './MyWeek';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

const today = brusselsClock(new Date()).date;
const line = { memberId: 7, memberName: 'Jan Peeters', time: '20:00', asksAnswer: false };
const meeting: WeekItem = {
  ...line,
  kind: 'meeting',
  id: 101,
  date: addDays(today, 2),
  asksAnswer: true,
  team: 'TTC Test A',
  meeting: 'TTC Elders B - TTC Test A',
  homeout: 'U',
  answer: -1,
  inLineUp: false,
  lineUp: '',
  driver: 'Piet Driver',
  score: '',
};
const training = (memberId: number, memberName: string, asksAnswer: boolean): WeekItem => ({
  ...line,
  memberId,
  memberName,
  kind: 'training',
  id: 55,
  date: today,
  time: '19:00',
  asksAnswer,
  endTime: '20:30',
  title: 'Jeugdtraining',
  group: 'Jeugd',
  status: 1,
  reserved: asksAnswer ? 0 : -1,
  remark: asksAnswer ? '' : 'Ziek',
});
const week = (items: WeekItem[], results: Week['results'] = []): Week => ({ from: today, until: addDays(today, 6), items, results });

function show(answer: Week | (() => Week), user: { memberIds: number[] } = { memberIds: [7] }) {
  const server = fakeServer({ 'home/myWeek': typeof answer === 'function' ? answer : () => answer });
  renderPage(<MyWeek />, { user, cached: (client) => client.setQueryData(sessionQueries.confirmationOptions().queryKey, confirmationOptions) });
  return server;
}

describe('Mijn week', () => {
  it('lists the week by day, today first, and counts what waits for an answer in the heading', async () => {
    show(week([training(7, 'Jan Peeters', true), meeting]), { memberIds: [7] });
    await screen.findByText('2 wachten op je antwoord');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mijn week2 wachten op je antwoord');
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days[0]).toBe('Vandaag');
    expect(days[1]).not.toBe('Morgen');
    const card = screen.getByRole('article', { name: 'TTC Test A (uit)' });
    expect(within(card).getByText('Wacht op je antwoord')).toBeTruthy();
    expect(within(card).getByText(/Chauffeur: Piet Driver/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'TTC Test A (uit)' }).getAttribute('href')).toBe('#/teams');
    // One member: no name on every line.
    expect(screen.queryByText('voor Jan Peeters')).toBeNull();
  });

  it("shows a parent each child's line with the child's name", async () => {
    show(week([training(2, 'Emma Maes', true), training(3, 'Lucas Maes', false)]), { memberIds: [2, 3] });
    expect(await screen.findByText('voor Emma Maes')).toBeTruthy();
    expect(screen.getByText('voor Lucas Maes')).toBeTruthy();
    expect(screen.getByText('Je kan niet: Ziek')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('1 wacht op je antwoord');
  });

  it("answers a meeting with one tap 'Ik speel': participateMeeting with the default option, and the line shows it", async () => {
    const server = show(week([meeting]));
    server.handlers['teamcomposition/participateMeeting'] = () => makeMeeting({ id: 101, confirmed: '7', driver: 'Piet Driver' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ik speel' }));
    expect(await screen.findByText('Je speelt')).toBeTruthy();
    expect(server.called('teamcomposition/participateMeeting')[0]!.body).toMatchObject({ id: 101, member_id: 7, confirmationoption: 1, candrive: false, remarks: '' });
    expect(screen.queryByText('Wacht op je antwoord')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mijn week');
  });

  it("'Ik kan niet' on a meeting denies with the first option that does not participate", async () => {
    const server = show(week([meeting]));
    server.handlers['teamcomposition/denyMeeting'] = () => makeMeeting({ id: 101, denied: '7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ik kan niet' }));
    expect(await screen.findByText('Je kan niet')).toBeTruthy();
    expect(server.called('teamcomposition/denyMeeting')[0]!.body).toMatchObject({ id: 101, member_id: 7, confirmationoption: 2 });
  });

  it("answers a training with 'Ik kom', and 'Ik kan niet' asks a reason first", async () => {
    const server = show(week([training(7, 'Jan Peeters', true)]));
    server.handlers['training/updateTrainingReservation'] = (body) => ({ success: true, data: makeTraineeMoment({ eventId: 55, memberId: 7, reserved: body.reserved as -1 | 0 | 1, remark: body.remark ?? '' }) });
    server.handlers['teamcomposition/absencereasonList'] = () => [{ id: 1, description: 'Ziek' }];
    fireEvent.click(await screen.findByRole('button', { name: 'Ik kan niet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afwezig melden' });
    fireEvent.change(within(dialog).getByLabelText('Toelichting'), { target: { value: 'examen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur' }));
    expect(await screen.findByText('Je kan niet: examen')).toBeTruthy();
    expect(server.called('training/updateTrainingReservation')[0]!.body).toMatchObject({ event_id: 55, member_id: 7, reserved: -1, remark: 'examen' });
  });

  it("'Ik kom' sends reserved 1 at once", async () => {
    const server = show(week([training(7, 'Jan Peeters', true)]));
    server.handlers['training/updateTrainingReservation'] = (body) => ({ success: true, data: makeTraineeMoment({ eventId: 55, memberId: 7, reserved: body.reserved as -1 | 0 | 1 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ik kom' }));
    expect(await screen.findByText('Je komt')).toBeTruthy();
    expect(server.called('training/updateTrainingReservation')[0]!.body).toMatchObject({ event_id: 55, member_id: 7, reserved: 1 });
  });

  it('says so calmly when the week is empty, and shows last week in one line each', async () => {
    show(week([], [{ kind: 'meeting', id: 9, date: addDays(today, -3), team: 'TTC Test A', meeting: 'TTC Test A - TTC Elders B', score: '10-6', won: 'Y' }]));
    expect(await screen.findByText('Niets gepland deze week.')).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Vorige week' });
    expect(within(results).getByText(/TTC Test A - TTC Elders B/).textContent).toContain('10-6');
    expect(within(results).getByRole('img', { name: 'gewonnen' })).toBeTruthy();
  });

  it('shows skeleton rows while loading, then a retry after a failure', async () => {
    let fail = true;
    show(() => {
      if (fail) throw new Error('down');
      return week([]);
    });
    expect(screen.getByRole('status', { name: 'Mijn week wordt geladen' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Herprobeer' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Herprobeer' }));
    await waitFor(() => expect(screen.getByText('Niets gepland deze week.')).toBeTruthy());
  });
});
