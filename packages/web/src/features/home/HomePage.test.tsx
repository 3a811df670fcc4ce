// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { HomePage } from './HomePage';

beforeAll(stubBrowserApis);
beforeEach(() => void fakeServer());
afterEach(resetTestState);

// Logged out, the login link sat under eight digest cards (issue 14, item 16).
describe('HomePage for a visitor', () => {
  it('puts the login link above the week digest', async () => {
    renderPage(<HomePage weekDigest={<section aria-label="Weekoverzicht">digest</section>} />, { user: null });
    const login = await screen.findByRole('link', { name: 'Aanmelden' });
    const digest = screen.getByRole('region', { name: 'Weekoverzicht' });
    expect(login.compareDocumentPosition(digest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
