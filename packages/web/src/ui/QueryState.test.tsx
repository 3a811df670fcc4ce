// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCall } from '../api/calls';
import { fakeServer, reply } from '../testing/fakeServer';
import { stubBrowserApis } from '../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../testing/renderPage';
import { makeTrainingMoment } from '../testing/trainingFixture';
import { QueryState } from './QueryState';

function Moments() {
  const list = useCall('training/getTrainingMomentsToBeConfirmedList', {});
  return (
    <QueryState query={list} empty="Geen trainingen" isEmpty={(answer) => answer.data.length === 0}>
      {(answer) => answer.data.map((m) => <p key={m.eventId}>{m.title}</p>)}
    </QueryState>
  );
}

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('QueryState', () => {
  it("spins while loading, offers 'Herprobeer' after a failure, and shows the answer it asks again", async () => {
    const server = fakeServer({ 'training/getTrainingMomentsToBeConfirmedList': () => reply(500, { message: 'stuk' }) });
    renderPage(<Moments />);
    expect(screen.getByRole('status', { name: 'Bezig met laden...' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Herprobeer' });
    server.handlers['training/getTrainingMomentsToBeConfirmedList'] = () => ({ success: true, data: [makeTrainingMoment({ title: 'Jeugd' })] });
    fireEvent.click(retry);
    expect(await screen.findByText('Jeugd')).toBeTruthy();
    expect(server.called('training/getTrainingMomentsToBeConfirmedList')).toHaveLength(2);
  });

  it('shows the empty text for an empty answer', async () => {
    fakeServer({ 'training/getTrainingMomentsToBeConfirmedList': () => ({ success: true, data: [] }) });
    renderPage(<Moments />);
    expect(await screen.findByText('Geen trainingen')).toBeTruthy();
  });

  it('shows the shape of the list (grey cards) while it loads, then the answer in its place', async () => {
    fakeServer({ 'training/getTrainingMomentsToBeConfirmedList': () => ({ success: true, data: [makeTrainingMoment({ title: 'Jeugd' })] }) });
    function Cards() {
      const list = useCall('training/getTrainingMomentsToBeConfirmedList', {});
      return <QueryState query={list} skeleton="cards">{(answer) => answer.data.map((m) => <p key={m.eventId}>{m.title}</p>)}</QueryState>;
    }
    renderPage(<Cards />);
    const loading = screen.getByRole('status', { name: 'Bezig met laden...' });
    expect([loading.getAttribute('data-shape'), loading.querySelectorAll('.ui-skeleton-item').length]).toEqual(['cards', 3]);
    expect(await screen.findByText('Jeugd')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
