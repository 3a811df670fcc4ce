// @vitest-environment jsdom
import type { MemberCard } from '@clubhuis/contract/entities/members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { makeMember } from '../../testing/fixtures';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { MembersPage } from './MembersPage';

let server: FakeServer;
/** The bodies of the directory calls (the page asks nothing else). */
const calls = () => server.called('member/getList.php').map((c) => c.body);

const jan = makeMember({
  id: 1,
  memberId: 1,
  firstName: 'Jan',
  lastName: 'Peeters',
  memberName: 'Jan Peeters',
  address: 'Kerkstraat 1, 2000 Antwerpen',
  email: 'jan.peeters@demo.clubhuis.be',
  telephone: '03 123 45 67',
  mobile: '+32 (470) 12.34.56',
  birthdate: '1980-05-17',
  ranking: 'C4',
  associationId: '507123',
});
const emma = makeMember({
  id: 2,
  memberId: 2,
  firstName: 'Emma',
  lastName: 'Maes',
  memberName: 'Emma Maes',
  gender: 'F',
  email: 'geen e-mail',
  ranking: 'E4',
  traineeState: 1,
  trainingGroups: 'Jeugd A',
  traineeRemark: 'Let op de backhand',
  traineeRemarkColor: 'danger',
  achievedObjectives: [{ id: 1, name: 'Service', color: 'success' }],
  currentObjectives: [{ id: 2, name: 'Topspin', color: 'warning' }],
});

function renderMembers(path: string, members: MemberCard[], status = 200, json: unknown = members) {
  server = fakeServer({ 'member/getList.php': () => (status === 200 ? (json as MemberCard[]) : reply(status, json)) });
  renderPage(<MembersPage which={path.split('/')[2]} />, { hash: path.slice(1), user: { trainerId: 1 } });
}

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('MembersPage', () => {
  it('shows every field of a member card, with mailto and tel: links', async () => {
    renderMembers('#/members/members', [jan, emma]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ledenfiches');
    const card = await screen.findByRole('article', { name: 'Jan Peeters' });
    expect(calls()[0]).toMatchObject({ allmembers: true });
    expect(within(card).getByText('Man')).toBeTruthy();
    expect(within(card).getByText('Kerkstraat 1, 2000 Antwerpen')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'jan.peeters@demo.clubhuis.be' }).getAttribute('href')).toBe('mailto:jan.peeters@demo.clubhuis.be');
    expect(within(card).getByRole('link', { name: '03 123 45 67' }).getAttribute('href')).toBe('tel:031234567');
    expect(within(card).getByRole('link', { name: '+32 (470) 12.34.56' }).getAttribute('href')).toBe('tel:32470123456');
    expect(within(card).getByText('17/05/1980')).toBeTruthy();
    expect(within(card).getByLabelText('Klassement: C4')).toBeTruthy();
    expect(within(card).getByText('507123')).toBeTruthy();
    // No trainee details outside the trainee overview.
    expect(screen.queryByText(/Jeugd A/)).toBeNull();
    expect(screen.getByText('2 leden')).toBeTruthy();
  });

  it("shows an e-mail without '@' as plain text", async () => {
    renderMembers('#/members', [emma]);
    const card = await screen.findByRole('article', { name: 'Emma Maes' });
    expect(within(card).getByText('geen e-mail')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('Vrouw')).toBeTruthy();
  });

  it('narrows the list by name as you type', async () => {
    renderMembers('#/members/members', [jan, emma]);
    await screen.findByRole('article', { name: 'Jan Peeters' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek op naam' }), { target: { value: 'maes' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jan Peeters' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Emma Maes' })).toBeTruthy();
    expect(screen.getByText('1 van 2 leden')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek op naam' }), { target: { value: 'xyz' } });
    await screen.findByText('Geen ledenfiches');
  });

  it('lists trainees with their groups, remark and objectives', async () => {
    renderMembers('#/members/trainees', [emma, jan]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Overzicht trainees');
    const card = await screen.findByRole('article', { name: 'Emma Maes' });
    expect(calls()[0]).toEqual({ trainees: true, jwt: 'token-1' });
    expect(screen.queryByRole('article', { name: 'Jan Peeters' })).toBeNull();
    expect(within(card).getByText('Jeugd A')).toBeTruthy();
    expect(within(card).getByText('Opmerking: Let op de backhand')).toBeTruthy();
    expect(within(card).getByText('Service')).toBeTruthy();
    expect(within(card).getByText('Topspin')).toBeTruthy();
  });

  it("says 'Geen ledenfiches' for an empty list; 'Vernieuwen' asks again; a failure shows the Dutch default", async () => {
    renderMembers('#/members/members', []);
    await screen.findByText('Geen ledenfiches');
    server.handlers['member/getList.php'] = () => reply(500, {});
    fireEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    await screen.findByText('Er trad een fout op bij het ophalen van de ledenfiches!');
    expect(calls()).toHaveLength(2);
  });

  it('shows the server message when it gives one', async () => {
    renderMembers('#/members/trainees', [], 403, { message: 'Enkel trainers zien de trainees.' });
    await screen.findByText('Enkel trainers zien de trainees.');
  });
});
