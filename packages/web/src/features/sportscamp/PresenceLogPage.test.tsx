// @vitest-environment jsdom
import type { CampPresenceLog } from '@clubhuis/contract/entities/sportscamp';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { PresenceLogPage } from './PresenceLogPage';

const CAMP = { sportsCampId: 4, title: 'Herfstkamp Sport & Spel', dateFrom: '2026-10-26', dateTill: '2026-10-30' };
// 09:02 and 12:01 in Brussels (winter time, UTC+1).
const answer = (campDate: string): CampPresenceLog => ({
  camps: [CAMP],
  sportsCampId: 4,
  campDate,
  children:
    campDate === '2026-10-27'
      ? [
          {
            subscriptionId: 1,
            name: 'Amber Peeters',
            group: 'Kleuters',
            events: [
              { ampm: 'am', action: 'checkIn', value: true, by: 'Koen Jacobs', at: '2026-10-27T08:02:00.000Z' },
              { ampm: 'am', action: 'checkOut', value: true, by: 'Els Wouters', at: '2026-10-27T11:01:00.000Z' },
            ],
          },
          { subscriptionId: 2, name: 'Jules Maes', group: 'Kleuters', events: [] },
        ]
      : [{ subscriptionId: 1, name: 'Amber Peeters', group: 'Kleuters', events: [{ ampm: 'pm', action: 'checkIn', value: false, by: 'Koen Jacobs', at: '2026-10-28T13:15:00.000Z' }] }],
});

let server: FakeServer;
beforeAll(stubBrowserApis);
beforeEach(() => {
  server = fakeServer({ 'sportscamp/presenceLog': (body) => answer(body.campDate ?? '2026-10-27') });
});
afterEach(resetTestState);

describe('PresenceLogPage (/sportscamplog)', () => {
  it('shows per child who checked it in and out and when, in Dutch, one camp day at a time', async () => {
    renderPage(<PresenceLogPage />);
    const amber = await screen.findByRole('article', { name: 'Amber Peeters' });
    expect(server.called('sportscamp/presenceLog')[0]?.body).not.toHaveProperty('campDate');
    expect(screen.getByText('dinsdag 27/10/2026')).toBeTruthy();
    expect(within(amber).getByText('Voormiddag: aangemeld om 09:02 door Koen Jacobs')).toBeTruthy();
    expect(within(amber).getByText('Voormiddag: afgemeld om 12:01 door Els Wouters')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Jules Maes' })).getByText('Niet aan- of afgemeld')).toBeTruthy();
    expect(screen.getByText('Herfstkamp Sport & Spel · 1 van 2 deelnemers aangemeld')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Volgende dag/ }));
    await screen.findByText('woensdag 28/10/2026');
    expect(server.called('sportscamp/presenceLog').at(-1)?.body).toMatchObject({ sportsCampId: 4, campDate: '2026-10-28' });
    expect(screen.getByText('Namiddag: aanmelding ongedaan gemaakt om 14:15 door Koen Jacobs')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Jules Maes' })).toBeNull();
  });

  it("keeps the day within the camp: no 'Vorige dag' on its first day", async () => {
    server.handlers['sportscamp/presenceLog'] = () => answer('2026-10-26');
    renderPage(<PresenceLogPage />);
    await screen.findByText('maandag 26/10/2026');
    expect(screen.getByRole('button', { name: /Vorige dag/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Volgende dag/ }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's refusal in the error dialog", async () => {
    server.handlers['sportscamp/presenceLog'] = () => reply(403, { message: 'Je bent geen trainer van dit sportkamp.' });
    renderPage(<PresenceLogPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Er trad een fout op!' });
    await waitFor(() => expect(within(dialog).getByText('Je bent geen trainer van dit sportkamp.')).toBeTruthy());
  });
});
