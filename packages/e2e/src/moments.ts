import type { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import { expect } from 'vitest';

/** Asks the API itself which coming moments the reservation screen offers (the demo dates follow today). */
export async function comingMoments(baseUrl: string, email: string): Promise<PlayerMoment[]> {
  const call = async (path: string, body: object) => {
    const headers = { 'content-type': 'application/json' };
    const res = await fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    return res.json();
  };
  type Login = { jwt: string; data: { memberIds: number[] } };
  const login = (await call('login.php', { login: email, password: 'demo', application: 4 })) as Login;
  const body = { jwt: login.jwt, member_id: login.data.memberIds[0], limit: 5 };
  return (await call('playermoment/playermoment_list.php', body)) as PlayerMoment[];
}
