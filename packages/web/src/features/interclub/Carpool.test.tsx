// @vitest-environment jsdom
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Car, Carpool } from '@clubhuis/contract/entities/interclubCarpool';
import type { SessionUser } from '@clubhuis/contract/entities/session';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionQueries } from '../../session/sessionQueries';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { makeMember } from '../../testing/fixtures';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { confirmationOptions, makeMeeting } from '../../testing/meetingFixture';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { TeamsPage } from './TeamsPage';

// The carpool on a meeting card of /teams (issue 32): cars, free seats, who rides with whom, who has
// no seat; 'Ik rijd', 'Plaats nemen' and 'Plaats teruggeven' for the selected member, 'Plaats geven'
// for the team's captain.
let server: FakeServer;
const nextWeek = addDays(brusselsClock(new Date()).date, 7);

const car = (patch: Partial<Car>): Car => ({
  driverMemberId: 8,
  driverName: 'Els Wouters',
  seats: 3,
  remarks: '',
  passengers: [],
  meetingDriver: false,
  offeredBy: '',
  ...patch,
});
// Team 3: roster 7, 8, 9 (captain), 10; line-up 7 and 10.
const meeting = makeMeeting({ playDate: nextWeek, members: '7,10' });

function renderCard(carpool: Carpool, user: Partial<SessionUser> = {}, m: Meeting = meeting) {
  server.handlers['teamcomposition/list'] = () => [m];
  server.handlers['teamcomposition/carpoolList'] = () => carpool;
  renderPage(<TeamsPage />, {
    user,
    members: [makeMember({ memberId: user.memberIds?.[0] ?? 7, firstName: 'Jan', lastName: 'Peeters' })],
    cached: (client) => client.setQueryData(sessionQueries.confirmationOptions().queryKey, confirmationOptions),
  });
}
const carpoolOf = async () => within(await screen.findByRole('article', { name: 'TTC Test A Week 5' })).findByRole('region', { name: 'Carpool' });

beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer({ 'teamcomposition/absenceList': () => [] });
});
afterEach(resetTestState);

describe('the carpool on a meeting card', () => {
  it("shows each car with its driver, free seats, remark and passengers, and who of the line-up has no seat", async () => {
    renderCard({
      cars: [
        car({ driverMemberId: 9, driverName: 'Tom Claes', seats: 3, meetingDriver: true, remarks: 'Vertrek 18:45 aan de sporthal', passengers: [{ memberId: 7, memberName: 'Jan Peeters' }] }),
        car({ driverMemberId: 11, driverName: 'Emma Maes', offeredBy: 'Sofie Maes', seats: 2 }),
      ],
      withoutSeat: [{ memberId: 10, memberName: 'Piet Janssens' }],
    });
    const section = await carpoolOf();
    const tom = await within(section).findByRole('listitem', { name: 'Tom Claes' });
    expect(within(tom).getByText('2 van 3 plaatsen vrij')).toBeTruthy();
    expect(within(tom).getByText('Vertrek 18:45 aan de sporthal')).toBeTruthy();
    expect(within(tom).getByText('· Chauffeur')).toBeTruthy();
    expect(within(tom).getByText('Jan Peeters')).toBeTruthy();
    expect(within(section).getByRole('listitem', { name: 'Sofie Maes (voor Emma Maes)' })).toBeTruthy();
    expect(within(section).getByText('Nog zonder plaats: Piet Janssens')).toBeTruthy();
    // Jan rides already: no 'Ik rijd' and no second seat; he can give his seat back.
    expect(within(section).queryByRole('button', { name: 'Ik rijd' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /^Plaats nemen/ })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Plaats teruggeven voor Jan Peeters' })).toBeTruthy();
  });

  it('takes a seat for the selected member and shows the answer', async () => {
    server.handlers['teamcomposition/carpoolSeat'] = (body) => ({
      cars: [car({ passengers: [{ memberId: body.member_id, memberName: 'Jan Peeters' }] })],
      withoutSeat: [],
      message: 'Jan Peeters rijdt mee in de wagen van Els Wouters.',
      freed: [],
    });
    renderCard({ cars: [car({})], withoutSeat: [{ memberId: 7, memberName: 'Jan Peeters' }] });
    const section = await carpoolOf();
    fireEvent.click(await within(section).findByRole('button', { name: 'Plaats nemen voor Jan Peeters in de wagen van Els Wouters' }));
    await within(section).findByText('Jan Peeters rijdt mee in de wagen van Els Wouters.');
    expect(server.called('teamcomposition/carpoolSeat')[0]!.body).toMatchObject({ meeting_id: 101, driver_member_id: 8, member_id: 7, take: 1 });
    expect(within(section).getByText('2 van 3 plaatsen vrij')).toBeTruthy();
  });

  it("offers a car through 'Ik rijd' with seats and a remark; a refusal opens the error dialog", async () => {
    server.handlers['teamcomposition/carpoolOffer'] = () => reply(409, { message: 'Jan Peeters heeft al een plaats in de wagen van Els Wouters.' });
    renderCard({ cars: [], withoutSeat: [] });
    const section = await carpoolOf();
    expect(within(section).getByText('Nog geen wagens.')).toBeTruthy();
    fireEvent.click(await within(section).findByRole('button', { name: 'Ik rijd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ik rijd' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4' }));
    fireEvent.change(within(dialog).getByLabelText('Opmerking (vertrek, plaats)'), { target: { value: 'Vertrek 18:45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bied wagen aan' }));
    await screen.findByText('Jan Peeters heeft al een plaats in de wagen van Els Wouters.');
    expect(server.called('teamcomposition/carpoolOffer')[0]!.body).toMatchObject({ meeting_id: 101, member_id: 7, seats: 4, remarks: 'Vertrek 18:45' });
  });

  it("lets the team's captain seat a player of the line-up in a car with room", async () => {
    server.handlers['teamcomposition/carpoolSeat'] = () => ({
      cars: [car({ passengers: [{ memberId: 10, memberName: 'Piet Janssens' }] })],
      withoutSeat: [],
      message: 'Piet Janssens rijdt mee in de wagen van Els Wouters.',
      freed: [],
    });
    renderCard({ cars: [car({})], withoutSeat: [{ memberId: 10, memberName: 'Piet Janssens' }] }, { memberId: 9, memberIds: [9], composeAsCaptain: true });
    const section = await carpoolOf();
    fireEvent.click(await within(section).findByRole('button', { name: 'Plaats geven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plaats geven' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geef plaats' }));
    await within(section).findByText('Piet Janssens rijdt mee in de wagen van Els Wouters.');
    expect(server.called('teamcomposition/carpoolSeat')[0]!.body).toMatchObject({ driver_member_id: 8, member_id: 10, take: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plaats geven' })).toBeNull());
  });

  it('has no carpool for home meetings', async () => {
    renderCard({ cars: [], withoutSeat: [] }, {}, { ...meeting, homeout: 'H' });
    await screen.findByRole('article', { name: 'TTC Test A Week 5' });
    expect(screen.queryByRole('region', { name: 'Carpool' })).toBeNull();
    expect(server.called('teamcomposition/carpoolList')).toHaveLength(0);
  });
});
