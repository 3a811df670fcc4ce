// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply } from '../testing/fakeServer';
import { stubBrowserApis } from '../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../testing/renderPage';
import { HeaderNotices } from './HeaderNotices';

beforeAll(stubBrowserApis);
afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

const FORMS = [{ id: 3, description: 'Mutualiteitsformulier lidgeld 2026-2027', amount: 120 }];

describe('HeaderNotices: contribution forms', () => {
  it('links each available form; a tap fetches its short-lived link and opens the PDF in this tab', async () => {
    const server = fakeServer({ 'contributionform/contributionform_url.php': () => ({ url: 'http://x/api/contributionform/abc.def.pdf' }) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage(<HeaderNotices />, { user: { availableContributionForms: FORMS } });
    expect(screen.getByText('Je hebt één of meerdere mutualiteitsformulieren beschikbaar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mutualiteitsformulier lidgeld 2026-2027 (€ 120,00) downloaden' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://x/api/contributionform/abc.def.pdf', '_self'));
    expect(server.called('contributionform/contributionform_url.php')[0]?.body).toMatchObject({ id: 3 });
  });

  it('only logs a failure to get the link (spec 01 section 7)', async () => {
    fakeServer({ 'contributionform/contributionform_url.php': () => reply(403, { message: 'nee' }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPage(<HeaderNotices />, { user: { availableContributionForms: FORMS } });
    fireEvent.click(screen.getByRole('button', { name: /downloaden/ }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no notice without forms', () => {
    renderPage(<HeaderNotices />, { user: { availableContributionForms: [] } });
    expect(screen.queryByText(/mutualiteitsformulieren/)).toBeNull();
  });
});
