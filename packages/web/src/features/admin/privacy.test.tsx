// @vitest-environment jsdom
import type { AdminMember } from '@clubhuis/contract/entities/admin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { PrivacyActions } from './PrivacyActions';

const noor: AdminMember = {
  memberId: 5, firstName: 'Noor', lastName: 'Vermeulen', gender: 'F', birthdate: '', address: '', email: '', telephone: '', mobile: '', associationId: '', ranking: '', memberState: 1,
};

beforeAll(stubBrowserApis);
afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

describe('PrivacyActions', () => {
  it('erases only after the name is typed, and downloads everything as a JSON file', async () => {
    const server = fakeServer({
      'admin/privacy/erase': () => ({ message: "De persoonsgegevens van dit lid werden gewist. Resultaten en statistieken blijven, op naam van 'Gewist lid 5'." }),
      'admin/privacy/export': () => ({ exportedAt: '2026-11-24T10:00:00Z', member: { id: 5 }, accounts: [], data: {} }),
    });
    const erased = vi.fn();
    renderPage(<PrivacyActions member={noor} onErased={erased} />, { user: { administrator: true } });
    vi.spyOn(window, 'prompt').mockReturnValueOnce(null).mockReturnValueOnce('Noor Vermeulen');
    fireEvent.click(screen.getByRole('button', { name: 'Persoonsgegevens wissen' }));
    expect(server.called('admin/privacy/erase')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Persoonsgegevens wissen' }));
    await waitFor(() => expect(erased).toHaveBeenCalledWith("De persoonsgegevens van dit lid werden gewist. Resultaten en statistieken blijven, op naam van 'Gewist lid 5'."));
    expect(server.called('admin/privacy/erase')[0]?.body).toMatchObject({ memberId: 5, confirm: 'Noor Vermeulen' });

    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alle gegevens downloaden' }));
    await waitFor(() => expect(saved).toEqual(['lid-5.json']));
  });
});
