// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, reply } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SetPasswordPage } from './SetPasswordPage';

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('SetPasswordPage', () => {
  it('checks length and repetition before sending, then shows the confirmation', async () => {
    const server = fakeServer({ 'password/set.php': () => ({ message: 'Je wachtwoord werd ingesteld. Je kan je nu aanmelden.' }) });
    renderPage(<SetPasswordPage token="abcdefghijklmnopqrstuvwxyz" />);
    const [first, second] = [screen.getByLabelText('Nieuw wachtwoord'), screen.getByLabelText('Herhaal het wachtwoord')];
    fireEvent.change(first, { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar mijn wachtwoord' }));
    expect(await screen.findByText('Kies een wachtwoord van minstens 8 tekens.')).toBeTruthy();
    fireEvent.change(first, { target: { value: 'een goed wachtwoord' } });
    fireEvent.change(second, { target: { value: 'een ander wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar mijn wachtwoord' }));
    expect(await screen.findByText('De twee wachtwoorden zijn niet gelijk.')).toBeTruthy();
    expect(server.called('password/set.php')).toHaveLength(0);
    fireEvent.change(second, { target: { value: 'een goed wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar mijn wachtwoord' }));
    expect(await screen.findByText('Je wachtwoord werd ingesteld. Je kan je nu aanmelden.')).toBeTruthy();
    expect(server.called('password/set.php')[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz', password: 'een goed wachtwoord' });
  });

  it('shows why a used link no longer works', async () => {
    fakeServer({ 'password/set.php': () => reply(410, { message: 'Deze link is al gebruikt of verlopen. Vraag een nieuwe link aan.' }) });
    renderPage(<SetPasswordPage token="abcdefghijklmnopqrstuvwxyz" />);
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: 'een goed wachtwoord' } });
    fireEvent.change(screen.getByLabelText('Herhaal het wachtwoord'), { target: { value: 'een goed wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar mijn wachtwoord' }));
    expect(await screen.findByText('Deze link is al gebruikt of verlopen. Vraag een nieuwe link aan.')).toBeTruthy();
  });
});

describe('ForgotPasswordPage', () => {
  it('asks a link for the e-mail and shows the answer', async () => {
    const server = fakeServer({ 'password/forgot.php': () => ({ message: 'Als dit e-mailadres bij ons gekend is, krijg je een e-mail.' }) });
    renderPage(<ForgotPasswordPage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: ' lid@demo.clubhuis.be ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij een link' }));
    expect(await screen.findByText('Als dit e-mailadres bij ons gekend is, krijg je een e-mail.')).toBeTruthy();
    expect(server.called('password/forgot.php')[0]?.body).toEqual({ email: 'lid@demo.clubhuis.be' });
  });
});
