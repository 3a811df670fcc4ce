// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { SeriesPage } from './SeriesPage';
import { TrainingAdminPage } from './TrainingAdminPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

const series = {
  seriesId: 3, discipline: 'tabletennis' as const, name: 'Vrij spel', description: '', weekday: 6, startTime: '10:00', endTime: '12:00', capacity: 12,
  dateFrom: '2026-11-28', dateTill: '2027-02-20', responsibleIds: [], moments: 13, next: '2026-11-28',
};

describe('SeriesPage', () => {
  it('lists a series in words and creates one with the chosen schedule', async () => {
    const server = fakeServer({
      'admin/playermoments/series': () => [series],
      'admin/playermoments/seriesCreate': () => ({ seriesId: 4, message: 'De reeks werd aangemaakt met 13 spelmomenten.' }),
      'member/getList.php': () => [],
    });
    renderPage(<SeriesPage />, { user: { administrator: true } });
    const card = await screen.findByRole('article', { name: 'Vrij spel' });
    expect(within(card).getByText('elke zaterdag 10:00–12:00, 2026-11-28 tot 2027-02-20')).toBeTruthy();
    expect(within(card).getByText('13 momenten · volgende: 2026-11-28')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe reeks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe reeks' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam (bv. Vrij spel)' }), { target: { value: 'Jeugd vrij spel' } });
    fireEvent.change(within(dialog).getByLabelText('Van'), { target: { value: '14:00' } });
    fireEvent.change(within(dialog).getByLabelText('Tot'), { target: { value: '16:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByText('De reeks werd aangemaakt met 13 spelmomenten.')).toBeTruthy();
    expect(server.called('admin/playermoments/seriesCreate')[0]?.body).toMatchObject({ name: 'Jeugd vrij spel', weekday: 6, startTime: '14:00', endTime: '16:00', discipline: 'tabletennis' });
  });
});

describe('TrainingAdminPage', () => {
  it('shows groups with trainees and trainings, and saves a new group', async () => {
    const server = fakeServer({
      'admin/training/groups': () => [
        { groupId: 1, name: 'Jeugd', trainees: [{ memberId: 7, memberName: 'Emma Maes' }], trainings: [{ trainingId: 2, title: 'Jeugdtraining', weekday: 3, startTime: '14:00', endTime: '15:30', dateFrom: '2026-09-02', dateTill: '2027-06-30' }] },
      ],
      'admin/training/trainers': () => [{ trainerId: 1, name: 'Koen Jacobs', memberId: 4 }],
      'admin/training/groupSave': () => ({ groupId: 2, message: 'De groep Beginners werd bewaard met 0 trainees.' }),
      'member/getList.php': () => [],
    });
    renderPage(<TrainingAdminPage />, { user: { administrator: true } });
    const card = await screen.findByRole('article', { name: 'Jeugd' });
    expect(within(card).getByText('Jeugd · 1 trainee')).toBeTruthy();
    expect(within(card).getByText('Jeugdtraining: elke woensdag 14:00–15:30, 2026-09-02 tot 2027-06-30')).toBeTruthy();
    expect(await screen.findByText('Koen Jacobs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe groep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe groep' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam van de groep' }), { target: { value: 'Beginners' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    expect(await screen.findByText('De groep Beginners werd bewaard met 0 trainees.')).toBeTruthy();
    await waitFor(() => expect(server.called('admin/training/groupSave')[0]?.body).toMatchObject({ groupId: 0, name: 'Beginners', memberIds: [] }));
  });
});
