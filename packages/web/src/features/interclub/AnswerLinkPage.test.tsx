// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { LinkMeeting } from '@clubhuis/contract/entities/interclubLink';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { AnswerLinkPage } from './AnswerLinkPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const option = (id: number, description: string, participate: 0 | 1, color: string) => ({ teamConfirmationOptionId: id, id, description, participate, variant: '', color, remarks: '' });
const meeting: LinkMeeting = {
  firstName: 'Jan',
  team: 'TTC De Demo B',
  homeTeam: 'TTC Verweg A',
  awayTeam: 'TTC De Demo B',
  homeout: 'U',
  playDate: '2026-12-05',
  playTime: '19:45',
  dateDescription: 'za 05/12/2026',
  address: 'Sporthal Verweg, Kerkstraat 1',
  lineUp: [
    { name: 'Jan Peeters', reserve: false },
    { name: 'Tom Claes', reserve: false },
    { name: 'An Reserve', reserve: true },
  ],
  confirmationOption: 0,
  canDrive: false,
  remarks: '',
  driver: '',
  drives: false,
  options: [option(1, 'Ik kan spelen', 1, 'green'), option(2, 'Ik kan niet spelen', 0, 'red')],
};

describe('AnswerLinkPage', () => {
  it('shows the meeting and line-up without a session, answers with the remark and says so calmly', async () => {
    const server = fakeServer({
      'teamcomposition/linkMeeting': () => meeting,
      'teamcomposition/linkAnswer': (body) => ({ ...meeting, confirmationOption: body.confirmationoption, remarks: body.remarks ?? '', message: 'Je antwoord is doorgegeven. Je kan het hier wijzigen tot de ontmoeting begint.' }),
    });
    renderPage(<AnswerLinkPage token={TOKEN} />, { user: null });
    const card = await screen.findByRole('article', { name: 'TTC De Demo B' });
    expect(within(card).getByText('TTC Verweg A - TTC De Demo B')).toBeTruthy();
    expect(within(card).getByText('za 05/12/2026 om 19:45')).toBeTruthy();
    expect(within(card).getByText(/Jan Peeters, Tom Claes/)).toBeTruthy();
    expect(within(card).getByText(/An Reserve/)).toBeTruthy();
    expect(screen.getByText('Antwoord voor Jan')).toBeTruthy();
    expect(screen.getByText('Je hebt nog niet geantwoord.')).toBeTruthy();
    expect(server.called('teamcomposition/linkMeeting')[0]).toMatchObject({ body: { token: TOKEN } });
    // No session: the call goes without a token.
    expect(server.called('teamcomposition/linkMeeting')[0]?.body).not.toHaveProperty('jwt');

    fireEvent.change(screen.getByLabelText('Opmerking of reden (voor je kapitein)'), { target: { value: ' Ziek ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ik kan niet spelen' }));
    expect(await screen.findByText('Je antwoord is doorgegeven. Je kan het hier wijzigen tot de ontmoeting begint.')).toBeTruthy();
    expect(screen.getByText('Je antwoord: Ik kan niet spelen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ik kan niet spelen' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.called('teamcomposition/linkAnswer')[0]?.body).toEqual({ token: TOKEN, confirmationoption: 2, remarks: 'Ziek', candrive: false, drive: false });
  });

  it('offers driving for an away meeting one plays, and shows a refusal of the answer in the page', async () => {
    const server = fakeServer({
      'teamcomposition/linkMeeting': () => meeting,
      'teamcomposition/linkAnswer': () => reply(409, { message: 'Er is al een chauffeur voor deze ontmoeting.' }),
    });
    renderPage(<AnswerLinkPage token={TOKEN} />, { user: null });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ik kan rijden' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik rijd (chauffeur)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ik kan spelen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Er is al een chauffeur voor deze ontmoeting.');
    expect(server.called('teamcomposition/linkAnswer')[0]?.body).toMatchObject({ confirmationoption: 1, candrive: true, drive: true });
  });

  it('says calmly that a link no longer works, in the page and not in the error dialog', async () => {
    fakeServer({ 'teamcomposition/linkMeeting': () => reply(404, { message: 'Deze link werkt niet (meer).' }) });
    renderPage(<AnswerLinkPage token={TOKEN} />, { user: null });
    expect((await screen.findByText('Deze link werkt niet (meer).')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ik kan spelen' })).toBeNull();
  });
});
