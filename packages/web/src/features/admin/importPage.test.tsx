// @vitest-environment jsdom
import type { ImportPlan } from '@clubhuis/contract/entities/admin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { fileBase64 } from './fileBase64';
import { ImportPage } from './ImportPage';

const PLAN: ImportPlan = {
  rows: [
    { line: 2, action: 'add', memberId: 0, name: 'Lotte Van Damme', changes: [], reasons: [] },
    { line: 3, action: 'change', memberId: 9, name: 'Wout Claeys', changes: [{ field: 'mobile', before: '', after: '0470 11 22 33' }], reasons: [] },
    { line: 4, action: 'refuse', memberId: 0, name: 'Noor Desmet', changes: [], reasons: ["Kolom 'Geboortedatum': '31/02/2010' is geen geldige datum."] },
  ],
  counts: { add: 1, change: 1, unchanged: 0, refuse: 1 },
  ignoredColumns: ['Rugnummer'],
};

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('ImportPage', () => {
  it('previews the chosen file row by row, and imports the rows that are not refused', async () => {
    const server = fakeServer({
      'admin/members/importPreview': () => PLAN,
      'admin/members/importApply': () => ({ message: 'Import klaar: 1 lid toegevoegd, 1 gewijzigd.', counts: PLAN.counts }),
    });
    renderPage(<ImportPage />, { user: { administrator: true } });
    const input = document.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['Voornaam;Naam;Geslacht\r\nLotte;Van Damme;V\r\n'], 'leden.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('1 toe te voegen, 1 te wijzigen, 0 ongewijzigd, 1 geweigerd')).toBeTruthy();
    expect(screen.getByText("Kolom 'Geboortedatum': '31/02/2010' is geen geldige datum.")).toBeTruthy();
    expect(screen.getByText('mobile: – → 0470 11 22 33')).toBeTruthy();
    expect(screen.getByText('Niet gebruikte kolommen: Rugnummer')).toBeTruthy();
    expect(server.called('admin/members/importPreview')[0]?.body).toMatchObject({ file: btoa('Voornaam;Naam;Geslacht\r\nLotte;Van Damme;V\r\n') });
    expect((screen.getByRole('button', { name: 'Importeren' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Importeer de andere regels' }));
    expect(await screen.findByText('Import klaar: 1 lid toegevoegd, 1 gewijzigd.')).toBeTruthy();
    await waitFor(() => expect(server.called('admin/members/importApply')[0]?.body).toMatchObject({ skipRefused: true }));
    expect(screen.queryByText('Lotte Van Damme')).toBeNull();
  });

  it('encodes any bytes, also Windows-1252 letters, as base64', async () => {
    const bytes = new Uint8Array([0x53, 0xe9, 0x62, 0x3b, 0xe7]);
    expect(await fileBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
