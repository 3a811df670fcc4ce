// @vitest-environment jsdom
import type { TrainingPresence } from '@clubhuis/contract/entities/training';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { makeTraineeMoment, makeTrainingMoment, makeTrainingPresence } from '../../testing/trainingFixture';
import { TrainingPresencesPage } from './TrainingPresencesPage';
import { TraineeMomentsPage } from './TraineeMomentsPage';

let server: FakeServer;
let presences: TrainingPresence[];
const moment = makeTrainingMoment({ eventId: 4, toBeConfirmed: 2 });

beforeAll(stubBrowserApis);
beforeEach(() => {
  presences = [
    makeTrainingPresence({ memberId: 21, memberName: 'Emma Maes', presence: 1 }),
    makeTrainingPresence({ memberId: 22, memberName: 'Lucas Maes', reserved: -1, remark: 'Verjaardagsfeestje' }),
  ];
  const answer = () => ({ success: true, data: { moment, presences, candidates: [{ memberId: 30, memberName: 'Jan Peeters' }] } });
  server = fakeServer({
    'training/getTrainingPresencesList': answer,
    'training/updateTrainingPresence': (body) => {
      const known = presences.find((p) => p.memberId === body.member_id);
      if (known) known.presence = body.presence === 1 || body.presence === '1' || body.presence === true ? 1 : 0;
      else presences.push(makeTrainingPresence({ memberId: body.member_id, memberName: 'Jan Peeters', presence: 1, extra: true }));
      return answer();
    },
  });
});
afterEach(() => {
  cleanup();
  resetTestState();
  vi.restoreAllMocks();
});

describe('TrainingPresencesPage', () => {
  it('shows the total, the expected answer, toggles a presence and adds a member with Traint mee', async () => {
    renderPage(<TrainingPresencesPage id="4" />);
    expect(await screen.findByText('Totaal aanwezig: 1 van 2')).toBeTruthy();
    expect(screen.getByText('Komt niet: Verjaardagsfeestje')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Lucas Maes/ }));
    await waitFor(() => expect(screen.getByText('Totaal aanwezig: 2 van 2')).toBeTruthy());
    expect(server.called('training/updateTrainingPresence')[0]?.body).toMatchObject({ event_id: 4, member_id: 22, presence: 1 });
    fireEvent.click(screen.getByRole('textbox', { name: 'Traint mee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jan Peeters' }));
    await waitFor(() => expect(screen.getByText('Totaal aanwezig: 3 van 3')).toBeTruthy());
    expect(screen.getByText('Traint mee', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });
});

describe('TrainingPresencesPage, issue 28', () => {
  it('shows an unmarked trainee as an empty box that says so, not a filled one', async () => {
    renderPage(<TrainingPresencesPage id="4" />);
    const unmarked = await screen.findByRole('checkbox', { name: /Lucas Maes/ });
    expect([(unmarked as HTMLInputElement).checked, (unmarked as HTMLInputElement).indeterminate]).toEqual([false, false]);
    expect(unmarked.hasAttribute('data-indeterminate')).toBe(false);
    expect(screen.getByText('Niet aangeduid')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Emma Maes/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("'Terug' is a link to the trainer's list, not the browser's history", async () => {
    renderPage(<TrainingPresencesPage id="4" />);
    const back = await screen.findByRole('link', { name: 'Terug' });
    expect(back.getAttribute('href')).toBe('#/trainingmoments/open');
  });
});

describe('TraineeMomentsPage', () => {
  it('needs a reason to be absent, sends it, and undoes after the question', async () => {
    let current = makeTraineeMoment({ eventId: 7, memberId: 30 });
    server.handlers['training/getTraineeMomentList'] = () => ({ success: true, data: [current] });
    server.handlers['teamcomposition/absencereasonList'] = () => [{ id: 1, description: 'Ziek' }];
    server.handlers['training/updateTrainingReservation'] = (body) => {
      current = { ...current, reserved: body.reserved as -1 | 0 | 1, remark: body.remark ?? '' };
      return { success: true, data: current };
    };
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<TraineeMomentsPage status="reservation" />, { user: { memberId: 30, memberIds: [30] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ik kan niet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afwezig melden' });
    // Without a reason the remark may use the whole 500 characters the call allows.
    expect((within(dialog).getByRole('textbox', { name: 'Toelichting' }) as HTMLTextAreaElement).maxLength).toBe(500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur' }));
    expect(alert).toHaveBeenCalledWith('Geef aan waarom je niet aanwezig kan zijn a.u.b.');
    expect(server.called('training/updateTrainingReservation')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Toelichting' }), { target: { value: ' Examen ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur' }));
    expect(await screen.findByText('Je kan niet komen: Examen')).toBeTruthy();
    expect(server.called('training/updateTrainingReservation')[0]?.body).toMatchObject({ event_id: 7, member_id: 30, reserved: -1, remark: 'Examen' });
    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(window.confirm).toHaveBeenCalledWith('Je aangegeven aan- of afwezigheid ongedaan maken?');
    expect(await screen.findByRole('button', { name: 'Ik kom' })).toBeTruthy();
  });
});
