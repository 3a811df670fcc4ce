// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis, TestMantine } from '../testing/mantineTestEnv';
import { ErrorDialogProvider } from './ErrorDialogProvider';
import { useShowError } from './useShowError';

function Failing() {
  const show = useShowError();
  return <button onClick={() => show('Fout bij authenticatie...', 'Verkeerd wachtwoord.')}>Aanmelden</button>;
}

beforeAll(stubBrowserApis);
afterEach(cleanup);

// An error dialog stayed open over the next screen (issue 14, item 13).
describe('ErrorDialogProvider', () => {
  it('closes the dialog when the route changes', async () => {
    window.location.hash = '#/login';
    render(
      <TestMantine>
        <ErrorDialogProvider>
          <Failing />
        </ErrorDialogProvider>
      </TestMantine>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await screen.findByText('Verkeerd wachtwoord.');
    act(() => {
      window.location.hash = '#/teams';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(screen.queryByText('Verkeerd wachtwoord.')).toBeNull());
  });
});
