// @vitest-environment jsdom
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { SessionUser } from '@clubhuis/contract/entities/session';
import type { AppConfig } from '@clubhuis/contract/entities/session';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { MEETING_PAGE_SIZE } from '@clubhuis/contract/rules/interclub';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionQueries } from '../../session/sessionQueries';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { confirmationOptions, makeMeeting } from '../../testing/meetingFixture';
import { TeamsPage } from './TeamsPage';

let server: FakeServer;

const today = brusselsClock(new Date()).date;
const nextWeek = addDays(today, 7);
const yesterday = addDays(today, -1);

function renderTeams(meetings: Meeting[], user: Partial<SessionUser> = {}, config: Partial<AppConfig> = {}) {
  server.handlers['teamcomposition/list'] = () => meetings;
  renderPage(<TeamsPage />, {
    user,
    config,
    cached: (client) => client.setQueryData(sessionQueries.confirmationOptions().queryKey, confirmationOptions),
  });
}

const card = (name: string) => screen.findByRole('article', { name });

beforeAll(async () => {
  await stubBrowserApis();
  // Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});
beforeEach(() => {
  server = fakeServer({ 'teamcomposition/absenceList': () => [], 'teamcomposition/carpoolList': () => ({ cars: [], withoutSeat: [] }) });
});
afterEach(resetTestState);

describe('TeamsPage', () => {
  it("says 'Geen ploegopstellingen' for an empty list, and 'Vernieuwen' asks again", async () => {
    renderTeams([]);
    await screen.findByText('Geen ploegopstellingen');
    expect(server.called('teamcomposition/list')).toHaveLength(1);
    const buttons = screen.getAllByRole('button', { name: 'Vernieuwen' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(server.called('teamcomposition/list')).toHaveLength(2));
  });

  it('shows a card with team, week, date, meeting link, address link and score', async () => {
    renderTeams([makeMeeting({ playDate: nextWeek, score: '10-6', won: 'Y', composition: '<ol><li>Jan Peeters</li><script>x</script></ol>' })]);
    const article = await card('TTC Test A Week 5');
    const match = within(article).getByRole('link', { name: 'TTC Elders B - TTC Test A' });
    expect(match.getAttribute('href')).toBe('https://competitie.example/match/VLB02-045');
    expect(match.getAttribute('target')).toBe('_blank');
    expect(match.getAttribute('rel')).toContain('noopener');
    expect(within(article).getByRole('link', { name: /Sporthal Elders/ }).getAttribute('href')).toBe('https://maps.example/?q=Sporthal');
    expect(within(article).getByText('zaterdag 18 oktober om 19:00')).toBeTruthy();
    expect(within(article).getByLabelText('Uitslag: 10-6')).toBeTruthy();
    expect(within(article).getByRole('listitem').textContent).toBe('Jan Peeters');
    expect(article.querySelector('script')).toBeNull();
  });

  const mayDrive = { confirmed: '7', canDrive: '7' };

  it('words the driver button for the future and, once started, for the past; registering shows the cancel', async () => {
    server.handlers['teamcomposition/updateDriver'] = (body) => makeMeeting({ ...mayDrive, id: Number(body.id), playDate: nextWeek, driverId: 7, driver: 'Jan Peeters', weekDescription: 'Week 6' });
    renderTeams([
      makeMeeting({ ...mayDrive, id: 1, playDate: nextWeek, weekDescription: 'Week 6' }),
      makeMeeting({ ...mayDrive, id: 2, playDate: today, playTime: '00:00', weekDescription: 'Week 5' }),
    ]);
    const busy = await card('TTC Test A Week 5');
    expect(within(busy).getByRole('button', { name: 'Ja, ik heb gereden' })).toBeTruthy();
    const future = await card('TTC Test A Week 6');
    // No empty remarks box on a card where the member may still drive (issue 14, item 17).
    expect(within(future).queryByRole('textbox', { name: 'Opmerkingen chauffeur' })).toBeNull();
    fireEvent.click(within(future).getByRole('button', { name: 'Ja, ik zal rijden' }));
    await within(future).findByRole('button', { name: 'Ik zal niet rijden' });
    expect(server.called('teamcomposition/updateDriver')[0]?.body).toMatchObject({ id: 1, member_id: 7, remarks: '' });
    expect(within(future).getByRole('textbox', { name: 'Opmerkingen chauffeur' })).toBeTruthy();
    expect(within(future).getByText('Jan Peeters')).toBeTruthy();
  });

  it('offers no driver action when someone else drives, and no driver block at home', async () => {
    renderTeams([
      makeMeeting({ ...mayDrive, id: 1, playDate: nextWeek, driverId: 8, driver: 'Piet Maes', weekDescription: 'Week 6' }),
      makeMeeting({ id: 2, playDate: nextWeek, homeout: 'H', weekDescription: 'Week 7' }),
    ]);
    const away = await card('TTC Test A Week 6');
    expect(within(away).getByText('Piet Maes')).toBeTruthy();
    expect(within(away).queryByRole('button', { name: /rijden|gereden/ })).toBeNull();
    const home = await card('TTC Test A Week 7');
    expect(within(home).queryByText(/Chauffeur/)).toBeNull();
  });

  it('marks a line-up with a warning, not a correct one', async () => {
    renderTeams([
      makeMeeting({ id: 1, playDate: nextWeek, error: 'Speler 2 is sterker dan speler 1', weekDescription: 'Week 6' }),
      makeMeeting({ id: 2, playDate: nextWeek, error: 'Correcte teamopstelling', weekDescription: 'Week 7' }),
    ]);
    const icon = within(await card('TTC Test A Week 6')).getByRole('img', { name: 'Opstelling met waarschuwing' });
    expect(icon.getAttribute('title')).toBe('Speler 2 is sterker dan speler 1');
    expect(within(await card('TTC Test A Week 7')).queryByRole('img', { name: 'Opstelling met waarschuwing' })).toBeNull();
  });

  it('asks canDrive only away and when participating; denying calls denyMeeting and reloads absences', async () => {
    server.handlers['teamcomposition/denyMeeting'] = () => makeMeeting({ id: 1, playDate: nextWeek, denied: '7', weekDescription: 'Week 6' });
    renderTeams([
      makeMeeting({ id: 1, playDate: nextWeek, weekDescription: 'Week 6' }),
      makeMeeting({ id: 2, playDate: nextWeek, homeout: 'H', weekDescription: 'Week 7' }),
    ]);
    fireEvent.click(within(await card('TTC Test A Week 7')).getByRole('button', { name: 'Deelname doorgeven' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deelname bevestigen' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Ik kan rijden' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluit' }));

    fireEvent.click(within(await card('TTC Test A Week 6')).getByRole('button', { name: 'Deelname doorgeven' }));
    dialog = await screen.findByRole('dialog', { name: 'Deelname bevestigen' });
    expect(within(dialog).getByRole('checkbox', { name: 'Ik kan rijden' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ik kan niet' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Ik kan rijden' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opmerkingen' }), { target: { value: '  ziek ' } });
    const absenceCalls = server.called('teamcomposition/absenceList').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestig' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deelname bevestigen' })).toBeNull());
    expect(server.called('teamcomposition/denyMeeting')[0]?.body).toMatchObject({
      id: 1,
      member_id: 7,
      confirmationoption: 2,
      candrive: false,
      remarks: 'ziek',
    });
    await waitFor(() => expect(server.called('teamcomposition/absenceList').length).toBe(absenceCalls + 1));
    expect(within(await card('TTC Test A Week 6')).getByText('Speelt niet mee')).toBeTruthy();
  });

  it('offers no actions on a past meeting but shows its report', async () => {
    renderTeams([makeMeeting({ playDate: yesterday, report: '<p>Mooie <i>overwinning</i></p>' })], {}, {});
    fireEvent.click(screen.getByRole('radio', { name: 'Gespeeld' }));
    const article = await card('TTC Test A Week 5');
    expect(within(article).queryByRole('button', { name: 'Deelname doorgeven' })).toBeNull();
    expect(within(article).queryByRole('button', { name: /rijden/ })).toBeNull();
    fireEvent.click(within(article).getByRole('button', { name: 'Toon verslag' }));
    expect(within(article).getByText('overwinning').tagName).toBe('I');
  });

  it("shows only the member's teams until the switch is turned off", async () => {
    renderTeams([makeMeeting({ playDate: nextWeek, teamPlayers: '20,21', team: 'TTC Test D' })]);
    await screen.findByText('Geen ploegopstellingen');
    fireEvent.click(screen.getByRole('switch', { name: 'Enkel mijn ploegen' }));
    await card('TTC Test D Week 5');
  });

  it('asks only for what it shows: coming or a page of played meetings, of the member’s teams unless all are asked', async () => {
    const played = Array.from({ length: MEETING_PAGE_SIZE }, (_, i) => makeMeeting({ id: 100 + i, playDate: yesterday, teamPlayers: '7', weekDescription: `Week ${i}` }));
    renderTeams([]);
    server.handlers['teamcomposition/list'] = (body) => (body.when === 'done' && !body.page ? played : []);
    await screen.findByText('Geen ploegopstellingen');
    const asked = () => server.called('teamcomposition/list').map(({ body: { jwt: _, ...body } }) => body);
    expect(asked()).toEqual([{ when: 'coming', member_id: 7 }]);
    fireEvent.click(screen.getByRole('radio', { name: 'Gespeeld' }));
    await card('TTC Test A Week 19');
    fireEvent.click(screen.getByRole('button', { name: 'Toon meer' }));
    await waitFor(() => expect(server.called('teamcomposition/list')).toHaveLength(3));
    // The second page came back empty: no further 'Toon meer', the first page stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Toon meer' })).toBeNull());
    expect(screen.getByRole('article', { name: 'TTC Test A Week 0' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Enkel mijn ploegen' }));
    await waitFor(() => expect(server.called('teamcomposition/list')).toHaveLength(4));
    expect(asked()).toEqual([
      { when: 'coming', member_id: 7 },
      { when: 'done', member_id: 7, page: 0 },
      { when: 'done', member_id: 7, page: 1 },
      { when: 'done', page: 0 },
    ]);
  });

  it('shows the server message when loading fails', async () => {
    renderTeams([]);
    await screen.findByText('Geen ploegopstellingen');
    server.handlers['teamcomposition/list'] = () => reply(403, { message: 'Geen toegang tot deze club.' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Vernieuwen' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Er trad een fout op!' });
    expect(within(dialog).getByText('Geen toegang tot deze club.')).toBeTruthy();
  });

  it('shows the Dutch defaults when absences and line-ups fail without a message', async () => {
    server.handlers['teamcomposition/absenceList'] = () => reply(500, {});
    renderTeams([]);
    await screen.findByText('Er trad een probleem op bij het ophalen van de afwezigheden!');
    await screen.findByText('Geen ploegopstellingen');
    fireEvent.click(screen.getByRole('button', { name: 'Sluit' }));
    server.handlers['teamcomposition/absenceList'] = () => [];
    server.handlers['teamcomposition/list'] = () => reply(500, {});
    fireEvent.click(screen.getAllByRole('button', { name: 'Vernieuwen' })[0]!);
    await screen.findByText('Er trad een probleem op bij het ophalen van de ploegopstellingen!');
  });

  it('saves an intermediate score; Enter does not save it', async () => {
    server.handlers['competition/setIntermediateScore'] = (body) => makeMeeting({ playDate: today, playTime: '00:00', intermediateScore: String(body.intermediatescore) });
    renderTeams([makeMeeting({ playDate: today, playTime: '00:00' })]);
    const article = await card('TTC Test A Week 5');
    fireEvent.click(within(article).getByRole('button', { name: 'Tussenstand ingeven' }));
    const input = within(article).getByRole('textbox', { name: 'Tussenstand' }) as HTMLInputElement;
    expect(input.maxLength).toBe(80);
    fireEvent.change(input, { target: { value: ' 5-3 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(server.called('competition/setIntermediateScore')).toHaveLength(0);
    fireEvent.click(within(article).getByRole('button', { name: 'Bewaar' }));
    await within(article).findByRole('button', { name: 'Tussenstand: 5-3' });
    expect(server.called('competition/setIntermediateScore')[0]?.body).toMatchObject({ id: 101, intermediatescore: '5-3' });
  });

  it('lets a composer save a line-up: a warning keeps the form open, a correct one closes it and mails', async () => {
    const players = [1, 2, 3, 4, 5].map((id) => ({ id, listNumber: id, indexNumber: id, playerName: `Speler${id}` }));
    server.handlers['team/playersList'] = () => players;
    server.handlers['teamcomposition/compositionLog'] = () => [{ member: 'Speler1', modification: 'toegevoegd', logDate: '2025-10-12T17:05:00Z', userName: 'Kapitein' }];
    server.handlers['teamcomposition/mail'] = () => ({ message: 'De opstelling werd gemaild naar 2 spelers.', recipients: 2 });
    let verdict = 'Te weinig spelers';
    server.handlers['teamcomposition/update'] = () => ({ error: verdict, meeting: makeMeeting({ playDate: nextWeek, error: verdict }) });
    renderTeams([makeMeeting({ playDate: nextWeek })], { composeAnyTeam: true }, { teamCompositionsNeedRelease: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Enkel mijn ploegen' })); // composers start with all teams
    fireEvent.click(within(await card('TTC Test A Week 5')).getByRole('button', { name: 'Opstelling maken' }));
    const form = await screen.findByRole('dialog', { name: 'Opstelling maken' });
    await within(form).findByText(/toegevoegd \(door Kapitein\)/);
    fireEvent.click(within(form).getByRole('textbox', { name: 'Speler 1' }));
    fireEvent.click(await screen.findByRole('option', { name: '2. Speler2' }));
    fireEvent.click(within(form).getByRole('textbox', { name: 'Speler 2' }));
    expect(screen.queryByRole('option', { name: '2. Speler2' })).toBeNull(); // no one twice
    fireEvent.click(await screen.findByRole('option', { name: '3. Speler3' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Bewaar opstelling' }));
    const warning = await screen.findByRole('dialog', { name: 'Fout/waarschuwing' });
    expect(within(warning).getByText('Te weinig spelers')).toBeTruthy();
    expect(server.called('teamcomposition/update')[0]?.body).toMatchObject({ teamcalendar_id: 101, players: [2, 3], reserves: [] });
    expect(screen.getByRole('dialog', { name: 'Opstelling maken' })).toBeTruthy();
    // The new answer renders in a background pass (deferred), so the card shows it a moment later.
    expect(await within(await card('TTC Test A Week 5')).findByRole('img', { name: 'Opstelling met waarschuwing' })).toBeTruthy();

    fireEvent.click(within(warning).getByRole('button', { name: 'Sluit' }));
    verdict = 'Correcte teamopstelling';
    fireEvent.click(within(form).getByRole('checkbox', { name: /e-mail naar alle spelers/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Bewaar opstelling' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Opstelling maken' })).toBeNull());
    expect(server.called('teamcomposition/mail')[0]?.body).toMatchObject({ teamcalendar_id: 101, flags: 3 });
    // The card says the mail went out (issue 14, item 17).
    expect(within(await card('TTC Test A Week 5')).getByRole('status').textContent).toBe('De opstelling werd gemaild naar 2 spelers.');
  });
});
