// @vitest-environment jsdom
import type { ClubSettings } from '@clubhuis/contract/entities/admin';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/localized';
import { fakeServer } from '../../testing/fakeServer';
import { stubBrowserApis } from '../../testing/mantineTestEnv';
import { renderPage, resetTestState } from '../../testing/renderPage';
import { SettingsPage } from './SettingsPage';

const SETTINGS: ClubSettings = {
  clubName: 'TTC De Demo', clubCode: 'A999', association: 'VTTL', title: 'Clubhuis TTC De Demo', description: '', messageOfTheDay: '', favicon: '', homePage: 3,
  teamCompositionModule: true, teamCompositionsNeedRelease: true, trainingModule: true, additionalTraineeSelection: 2, sportsCampModule: true,
  resetPasswordUrl: '#/wachtwoord-vergeten', frenoyUrl: '', primaryColor: '#0f766e', logo: '', defaultLanguage: 'nl', weeklyMailDay: 7, weeklyMailHour: 18, disciplines: ['Tafeltennis', 'Padel'], absenceReasons: [{ id: 1, description: 'Ziek' }],
  confirmationOptions: [{ number: 1, description: 'Ik speel mee', participate: 1, color: '' }],
};

beforeAll(stubBrowserApis);
afterEach(resetTestState);

describe('SettingsPage', () => {
  it("edits the message of the day, the disciplines and a new absence reason, and saves them together", async () => {
    const server = fakeServer({
      'admin/settings/get': () => SETTINGS,
      'admin/settings/save': () => ({ message: 'De instellingen van de club werden bewaard. De app toont ze binnen een halve minuut.' }),
    });
    renderPage(<SettingsPage />, { user: { administrator: true } });
    expect(await screen.findByText('Clubcode bij de federatie: A999')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Bericht van de dag' }), { target: { value: 'Clubfeest zaterdag!' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Disciplines (één per regel; de eerste is de standaard)' }), { target: { value: 'Tafeltennis\nPadel\n\nBadminton ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reden toevoegen' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Afwezigheidsredenen 2' }), { target: { value: 'Examens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar' }));
    expect(await screen.findByText('De instellingen van de club werden bewaard. De app toont ze binnen een halve minuut.')).toBeTruthy();
    await waitFor(() =>
      expect(server.called('admin/settings/save')[0]?.body).toMatchObject({
        messageOfTheDay: 'Clubfeest zaterdag!',
        disciplines: ['Tafeltennis', 'Padel', 'Badminton'],
        absenceReasons: [{ id: 1, description: 'Ziek' }, { id: 0, description: 'Examens' }],
      }),
    );
    expect(server.called('admin/settings/save')[0]?.body).not.toHaveProperty('clubCode');
  });

  it("offers the spec's home pages (1 week digest, 2 teams, 3 my results, 4 statistics) and saves the one picked", async () => {
    const server = fakeServer({
      'admin/settings/get': () => SETTINGS,
      'admin/settings/save': () => ({ message: 'Bewaard.' }),
    });
    renderPage(<SettingsPage />, { user: { administrator: true } });
    const homePage = (await screen.findByRole('textbox', { name: 'Startpagina' })) as HTMLInputElement;
    expect(homePage.value).toBe('3 – Mijn resultaten');
    fireEvent.click(homePage);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1 – Weekdigest', '2 – Opstellingen', '3 – Mijn resultaten', '4 – Ploegen']);
    fireEvent.click(screen.getByRole('option', { name: '1 – Weekdigest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar' }));
    await waitFor(() => expect(server.called('admin/settings/save')[0]?.body).toMatchObject({ homePage: 1 }));
  });

  it("edits the club's colour: a wrong one is said under the field, the picked one is saved", async () => {
    const server = fakeServer({
      'admin/settings/get': () => SETTINGS,
      'admin/settings/save': () => ({ message: 'Bewaard.' }),
    });
    renderPage(<SettingsPage />, { user: { administrator: true } });
    const colour = (await screen.findByRole('textbox', { name: /^Clubkleur/ })) as HTMLInputElement;
    expect(colour.value).toBe('#0f766e');
    fireEvent.change(colour, { target: { value: 'rood' } });
    expect(screen.getByText('Geef een kleur als #0f766e: een hekje en zes hexadecimale cijfers.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kies de clubkleur'), { target: { value: '#b4231f' } });
    expect(screen.queryByText('Geef een kleur als #0f766e: een hekje en zes hexadecimale cijfers.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar' }));
    await waitFor(() => expect(server.called('admin/settings/save')[0]?.body).toMatchObject({ primaryColor: '#b4231f', logo: '' }));
  });

  it("offers the weekly e-mail's day and hour, Sunday 18:00 as the club has them, and saves the ones picked", async () => {
    const server = fakeServer({
      'admin/settings/get': () => SETTINGS,
      'admin/settings/save': () => ({ message: 'Bewaard.' }),
    });
    renderPage(<SettingsPage />, { user: { administrator: true } });
    const day = (await screen.findByRole('textbox', { name: 'Dag van de wekelijkse e-mail' })) as HTMLInputElement;
    const hour = screen.getByRole('textbox', { name: 'Uur van de wekelijkse e-mail' }) as HTMLInputElement;
    expect([day.value, hour.value]).toEqual(['zondag', '18:00']);
    fireEvent.click(day);
    fireEvent.click(await screen.findByRole('option', { name: 'vrijdag' }));
    // Six of the 24 hours show at once: typing finds the others.
    fireEvent.click(hour);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Uur van de wekelijkse e-mail' }), { target: { value: '07' } });
    fireEvent.click(await screen.findByRole('option', { name: '07:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar' }));
    await waitFor(() => expect(server.called('admin/settings/save')[0]?.body).toMatchObject({ weeklyMailDay: 5, weeklyMailHour: 7 }));
  });

  it("offers the club's default language, Nederlands or Français with its hint, and saves French", async () => {
    const server = fakeServer({
      'admin/settings/get': () => SETTINGS,
      'admin/settings/save': () => ({ message: 'Bewaard.' }),
    });
    renderPage(<SettingsPage />, { user: { administrator: true } });
    const group = await screen.findByRole('group', { name: 'Standaardtaal' });
    expect(group.textContent).toContain('De taal van een lid dat zelf geen taal koos en wiens toestel geen Nederlands of Frans spreekt.');
    expect((screen.getByRole('radio', { name: 'Nederlands' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar' }));
    await waitFor(() => expect(server.called('admin/settings/save')[0]?.body).toMatchObject({ defaultLanguage: 'fr', homePage: 3 }));
  });

  it('reads in French when French is active: the same form, its labels and weekdays in French, the language names unchanged', async () => {
    await switchLanguage('fr');
    try {
      fakeServer({
        'admin/settings/get': () => ({ ...SETTINGS, defaultLanguage: 'fr' }),
        'admin/settings/save': () => ({ message: 'Enregistré.' }),
      });
      renderPage(<SettingsPage />, { user: { administrator: true } });
      expect(await screen.findByRole('heading', { name: 'Paramètres du club' })).toBeTruthy();
      expect(await screen.findByText('Code du club auprès de la fédération : A999')).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Langue par défaut' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
      expect(screen.getByRole('radio', { name: 'Nederlands' })).toBeTruthy();
      expect((screen.getByRole('textbox', { name: "Jour de l'e-mail hebdomadaire" }) as HTMLInputElement).value).toBe('dimanche');
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    } finally {
      await switchLanguage('nl');
    }
  });
});
