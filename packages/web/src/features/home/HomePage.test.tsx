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

// Issue 30: 'Mijn week' comes first for a member; the spec's home content stays below it.
describe('HomePage for a member', () => {
  it("shows 'Mijn week' under the title, and the interclub links still", async () => {
    fakeServer({ 'home/myWeek': () => ({ from: '2026-11-26', until: '2026-12-02', items: [], results: [] }) });
    renderPage(<HomePage />, { config: { teamCompositionModule: true } });
    expect(await screen.findByText('Niets gepland deze week.')).toBeTruthy();
    const week = screen.getByRole('region', { name: 'Mijn week' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.compareDocumentPosition(week) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opstellingen' })).toBeTruthy();
  });
});
