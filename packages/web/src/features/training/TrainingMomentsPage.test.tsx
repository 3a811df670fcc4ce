// @vitest-environment jsdom
import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { makeTrainingMoment } from '../../testing/trainingFixture';
import { TrainingMomentsPage } from './TrainingMomentsPage';

let server: FakeServer;
let moments: TrainingMoment[];

beforeAll(stubBrowserApis);
beforeEach(() => {
  moments = [
    makeTrainingMoment({ eventId: 1, title: 'Jeugdtraining', trainingStatus: 0, toBeConfirmed: 3 }),
    makeTrainingMoment({ eventId: 2, title: 'Recreantentraining', trainingStatus: 1, toBeConfirmed: 6, startTime: '2099-01-01 19:30' }),
    makeTrainingMoment({ eventId: 3, title: 'Competitietraining', trainingStatus: 9, trainingStatusDescription: 'Geannuleerd' }),
  ];
  server = fakeServer({
    'training/getTrainingMomentsToBeConfirmedList': () => ({ success: true, data: moments }),
    'trainer/getList.php': () => ({ success: true, data: [{ id: 1, name: 'Koen Jacobs' }] }),
  });
});
afterEach(() => {
  cleanup();
  resetTestState();
  vi.restoreAllMocks();
});

const row = (title: string) => screen.findByRole('article', { name: new RegExp(title) });

describe('TrainingMomentsPage', () => {
  it('shows the open ones on /trainingmoments/open and every status on all, styled and searchable', async () => {
    renderPage(<TrainingMomentsPage status="open" />);
    expect(await row('Jeugdtraining')).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Competitietraining/ })).toBeNull();
    expect((await row('Jeugdtraining')).getAttribute('data-style')).toBe('toBeConfirmed');
    expect(within(await row('Jeugdtraining')).getByText('3 aanwezigheden niet aangeduid')).toBeTruthy();
    cleanup();
    renderPage(<TrainingMomentsPage status="all" />);
    const cancelled = await row('Competitietraining');
    expect(within(cancelled).getByText('GEANNULEERD')).toBeTruthy();
    expect(within(cancelled).getByRole('button', { name: 'Ongedaan maken' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'recreant' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it("cancels only after the browser's question, and shows the server's refusal in the error dialog", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    server.handlers['training/updateTrainingMoment'] = () => reply(409, { success: false, message: 'Deze training is al bevestigd.', data: null });
    renderPage(<TrainingMomentsPage status="open" />);
    const cancel = within(await row('Recreantentraining')).getByRole('button', { name: 'Annuleren' });
    fireEvent.click(cancel);
    expect(confirm).toHaveBeenCalledWith('Dit trainingsmoment annuleren?');
    expect(server.called('training/updateTrainingMoment')).toHaveLength(0);
    fireEvent.click(cancel);
    await waitFor(() => expect(server.called('training/updateTrainingMoment')[0]?.body).toMatchObject({ event_id: 2, status: 9 }));
    const dialog = await screen.findByRole('dialog', { name: 'Er trad een fout op!' });
    expect(within(dialog).getByText('Deze training is al bevestigd.')).toBeTruthy();
  });

  it('says presences must be marked first and keeps confirm disabled', async () => {
    renderPage(<TrainingMomentsPage status="open" />);
    fireEvent.click(within(await row('Jeugdtraining')).getByRole('button', { name: 'Bevestigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Training bevestigen' });
    expect(within(dialog).getByText('Duid eerst de aanwezigheid van alle trainees aan vooraleer je deze training bevestigt.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bevestigen' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('TrainingMomentsPage, issue 28', () => {
  it("offers 'Bevestigen' only on a training that has started (rules/training.ts canConfirm)", async () => {
    renderPage(<TrainingMomentsPage status="open" />);
    expect(within(await row('Jeugdtraining')).getByRole('button', { name: 'Bevestigen' })).toBeTruthy();
    const coming = await row('Recreantentraining');
    expect(within(coming).queryByRole('button', { name: 'Bevestigen' })).toBeNull();
    expect(within(coming).getByRole('button', { name: 'Details' })).toBeTruthy();
  });

  it("opens 'Alle' at today's trainings, not eight weeks back", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.getAttribute('aria-label') ?? '');
    });
    moments = [
      makeTrainingMoment({ eventId: 11, title: 'Oud', moment: 'wo 30/09', startTime: '2026-09-30 14:00', trainingStatus: 2, trainingStatusDescription: 'Bevestigd' }),
      makeTrainingMoment({ eventId: 12, title: 'Gisteren', moment: 'di 24/11', startTime: '2026-11-24 18:00', trainingStatus: 2, trainingStatusDescription: 'Bevestigd' }),
      makeTrainingMoment({ eventId: 13, title: 'Vandaag', moment: 'wo 25/11', startTime: '2026-11-25 18:00', trainingStatus: 1 }),
      makeTrainingMoment({ eventId: 14, title: 'Morgen', moment: 'do 26/11', startTime: '2026-11-26 18:00', trainingStatus: 1 }),
    ];
    try {
      renderPage(<TrainingMomentsPage status="all" />);
      await row('Vandaag');
      await waitFor(() => expect(scrolled).toEqual(['Vandaag wo 25/11']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the date of each training it can merge with', async () => {
    moments = [makeTrainingMoment({ eventId: 5, title: 'Recreantentraining', trainingStatus: 1, toBeConfirmed: 4, startTime: '2099-01-01 19:30' })];
    server.handlers['training/getMergeTrainingMomentList'] = () => ({
      success: true,
      data: [
        { id: 8, calendarTitle: 'Jeugdtraining Jeugd', title: 'Jeugdtraining', description: '', moment: 'wo 02/12 14:00 - 15:30' },
        { id: 9, calendarTitle: 'Competitietraining Competitie', title: 'Competitietraining', description: 'Tafels 1 tot 6', moment: 'do 03/12 20:00 - 22:00' },
      ],
    });
    renderPage(<TrainingMomentsPage status="open" />);
    fireEvent.click(within(await row('Recreantentraining')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: /Trainingsgegevens/ });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Samenvoegen' }));
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Samenvoegen met' }));
    expect(await screen.findByRole('option', { name: 'wo 02/12 14:00 - 15:30 · Jeugdtraining Jeugd' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'do 03/12 20:00 - 22:00 · Competitietraining Competitie - Tafels 1 tot 6' })).toBeTruthy();
  });
});

describe('TrainingDetailsDialog', () => {
  it("alerts 'Geef de trainer op a.u.b.' without a trainer and shows as many assistant selectors as nrOfAssistents", async () => {
    moments = [makeTrainingMoment({ eventId: 5, title: 'Jeugdtraining', trainerId: 0, nrOfAssistents: 3, trainingStatus: 1, toBeConfirmed: 4 })];
    server.handlers['training/getMergeTrainingMomentList'] = () => ({ success: true, data: [] });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(<TrainingMomentsPage status="all" />);
    fireEvent.click(within(await row('Jeugdtraining')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: /Trainingsgegevens/ });
    expect(within(dialog).getAllByRole('textbox', { name: /^Assistent/ })).toHaveLength(3);
    expect(within(dialog).queryByRole('tab', { name: 'Samenvoegen' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewaar' }));
    expect(alert).toHaveBeenCalledWith('Geef de trainer op a.u.b.');
    expect(server.called('training/updateTrainingMoment')).toHaveLength(0);
  });
});
