import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { apiClient } from './apiClient.ts';

// A stand-in server answering whatever the test puts in `next`, to show the client's contract check.
let next: { status: number; body: unknown } = { status: 200, body: [] };
const app = Fastify();
app.post('/api/*', async (_request, reply) => reply.status(next.status).send(next.body));
const client = apiClient(app);
afterAll(() => app.close());

const player = { id: 1, listNumber: 1, indexNumber: 2, playerName: 'Jan Peeters' };

describe('apiClient', () => {
  it('gives a success body that matches the contract', async () => {
    next = { status: 200, body: [player] };
    const res = await client.post('team/playersList', { id: 1 });
    expect(res.json).toEqual([player]);
    expect(() => res.error).toThrow('team/playersList answered 200, not an error');
  });

  it('fails on a wrong or an undeclared field', async () => {
    next = { status: 200, body: [{ ...player, indexNumber: '2' }] };
    await expect(client.post('team/playersList', { id: 1 })).rejects.toThrow('contract drift');
    next = { status: 200, body: [{ ...player, extra: true }] };
    await expect(client.post('team/playersList', { id: 1 })).rejects.toThrow('does not declare');
  });

  it('gives the error body of a failure, and refuses to read it as a success', async () => {
    next = { status: 404, body: { message: 'Deze ploeg bestaat niet.' } };
    const res = await client.post('team/playersList', { id: 1 });
    expect([res.status, res.error.message]).toEqual([404, 'Deze ploeg bestaat niet.']);
    expect(() => res.json).toThrow('team/playersList answered 404, not a success');
  });

  it('checks the failures of an envelope call against its response schema too', async () => {
    next = { status: 401, body: { success: false, message: 'Fout', data: null } };
    const res = await client.post('login.php', { login: 'x', password: 'y' });
    expect([res.json.success, res.error.message]).toEqual([false, 'Fout']);
  });

  it('sends anything through postRaw, unchecked', async () => {
    next = { status: 200, body: { whatever: 1 } };
    expect((await client.postRaw('team/playersList', '{"id": "een"}')).json).toEqual({ whatever: 1 });
  });
});
