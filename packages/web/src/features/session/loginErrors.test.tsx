// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { LoginPage } from './LoginPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

async function tryLogin(): Promise<HTMLElement> {
  renderPage(<LoginPage />, { user: null, hash: '/login' });
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'jan@example.be' } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Fout bij authenticatie...')).toBeTruthy();
  return dialog;
}

describe("the login's error defaults when the server gives no message (spec 01 section 8)", () => {
  it("says 'Fout tijdens het aanmelden.' when the server answers that the login did not succeed", async () => {
    fakeServer({ 'login.php': () => ({ success: false, data: null }) });
    expect(within(await tryLogin()).getByText('Fout tijdens het aanmelden.')).toBeTruthy();
  });

  it("says 'Fout bij aanmelden. Probeer later opnieuw.' when the call itself fails", async () => {
    fakeServer({ 'login.php': () => reply(503, {}) });
    expect(within(await tryLogin()).getByText('Fout bij aanmelden. Probeer later opnieuw.')).toBeTruthy();
  });
});
